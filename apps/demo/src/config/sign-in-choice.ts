/** Where the demo keeps the visitor's sign-in switches (createAirlock's options are fixed at creation). */
export const SIGN_IN_CHOICE_KEY = 'airlock-demo:sign-in';

/** Off; ask visitors to sign in after connecting; or require it (the modal cannot close without a session). */
export type SignInChoice = 'off' | 'ask' | 'require';

/** What each choice is kept as ('on' is the demo's first name for 'ask', kept so a saved switch stays on). */
const STORED: Record<Exclude<SignInChoice, 'off'>, string> = { ask: 'on', require: 'require' };

const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The demo's sign-in choice; off by default, without storage, and when storage throws. */
export function readSignInChoice(storage: Storage | undefined = browserStorage()): SignInChoice {
  try {
    const stored = storage?.getItem(SIGN_IN_CHOICE_KEY);
    if (stored === STORED.ask) return 'ask';
    if (stored === STORED.require) return 'require';
    return 'off';
  } catch {
    return 'off';
  }
}

/** Keeps the choice for the next page load; the page reloads to create Airlock with it. */
export function saveSignInChoice(choice: SignInChoice, storage: Storage | undefined = browserStorage()): void {
  if (choice === 'off') storage?.removeItem(SIGN_IN_CHOICE_KEY);
  else storage?.setItem(SIGN_IN_CHOICE_KEY, STORED[choice]);
}
