import type { WalletLinks } from '@airlock/protocol';
import { walletDeepLink } from './wallet-deep-link';
import { isPairingExpired, type WalletConnectState } from './walletconnect-store';

/**
 * The link that opens a wallet app on a phone: its universal link where it has one (a missing app
 * then opens the wallet's site instead of an error), else its native scheme.
 */
export function walletAppLink(mobile: WalletLinks): string | undefined {
  return mobile.universal ?? mobile.native ?? undefined;
}

/**
 * The wallet's app link carrying the current pairing URI, or undefined while none is usable (not
 * yet handed out, expiring, or gone after a rejection). Read at the tap, so the link is never stale.
 */
export function pairingAppLink(state: WalletConnectState, mobile: WalletLinks, now = Date.now()): string | undefined {
  const base = walletAppLink(mobile);
  if (!base || !state.uri || isPairingExpired(state, now)) return undefined;
  return walletDeepLink(base, state.uri);
}
