import type { View } from './views';

export interface InitialViewContext {
  hasConnectedAddress: boolean;
  hasAdapters: boolean;
  manualWalletConnectControl?: boolean;
  isMobile?: boolean;
}

/** Which view the modal opens on when the caller does not force one (spec §2, opening rules). */
export function initialView(context: InitialViewContext): View {
  if (context.hasConnectedAddress) return 'Account';
  if (!context.hasAdapters || context.manualWalletConnectControl) {
    return context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
  }
  return 'Connect';
}
