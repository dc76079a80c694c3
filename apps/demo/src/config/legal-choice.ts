/** Where the demo keeps its "agree to the terms first" switch (createAirlock's options are fixed at creation). */
export const LEGAL_CHOICE_KEY = 'airlock-demo:legal';

/** The demo's own documents, served by the demo at these paths (see legal-document-page.tsx). */
export const LEGAL_DOCUMENT_PATHS = { terms: '/terms', privacy: '/privacy' } as const;

const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Whether visitors must tick the legal checkbox before connecting; off by default, without storage, and when storage throws. */
export function readLegalChoice(storage: Storage | undefined = browserStorage()): boolean {
  try {
    return storage?.getItem(LEGAL_CHOICE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Keeps the switch for the next page load; the page reloads to create Airlock with it. */
export function saveLegalChoice(on: boolean, storage: Storage | undefined = browserStorage()): void {
  if (on) storage?.setItem(LEGAL_CHOICE_KEY, 'on');
  else storage?.removeItem(LEGAL_CHOICE_KEY);
}
