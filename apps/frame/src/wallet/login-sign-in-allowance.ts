import type { FrameEventMessage } from '@airlock/protocol';

/** How long after a login its sign-in message may be signed without a prompt: the login was the visitor's approval. */
export const LOGIN_SIGN_IN_WINDOW_MS = 120_000;

/**
 * One sign-in signature per login, without a prompt (spec §7: `siwxMessage` in GET_USER), so a visitor who just
 * logged in to a site is not asked again to sign in to it. Any other signature, or a second one, goes through the
 * frame's approval view.
 */
export interface LoginSignInAllowance {
  grant(address: string, now?: number): void;
  /** True once per login, within the window, for the address that logged in. */
  take(address: string, now?: number): boolean;
}

export function createLoginSignInAllowance(): LoginSignInAllowance {
  let granted: { address: string; at: number } | undefined;
  return {
    grant(address, now = Date.now()) {
      granted = { address: address.toLowerCase(), at: now };
    },
    take(address, now = Date.now()) {
      const current = granted;
      if (!current || current.address !== address.toLowerCase() || now - current.at > LOGIN_SIGN_IN_WINDOW_MS || now < current.at)
        return false;
      granted = undefined;
      return true;
    },
  };
}

/** A listener to the frame's events that grants the allowance on each login (email or social). */
export function grantSignInOnLogin(allowance: LoginSignInAllowance): (event: FrameEventMessage) => void {
  return (event) => {
    if (event.type === 'LOGGED_IN') allowance.grant(event.payload.address);
  };
}
