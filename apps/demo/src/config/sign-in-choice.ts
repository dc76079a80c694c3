/** Where the demo keeps the visitor's "Ask visitors to sign in" switch (createAirlock's options are fixed at creation). */
export const SIGN_IN_CHOICE_KEY = 'airlock-demo:sign-in';

const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Whether the demo asks visitors to sign in (Sign in with X); off by default and without storage. */
export function readSignInChoice(storage: Storage | undefined = browserStorage()): boolean {
  try {
    return storage?.getItem(SIGN_IN_CHOICE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Keeps the switch for the next page load; the page reloads to create Airlock with or without `siwx`. */
export function saveSignInChoice(on: boolean, storage: Storage | undefined = browserStorage()): void {
  if (on) storage?.setItem(SIGN_IN_CHOICE_KEY, 'on');
  else storage?.removeItem(SIGN_IN_CHOICE_KEY);
}
