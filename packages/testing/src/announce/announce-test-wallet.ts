import { randomUuid } from './random-uuid';
import { testWalletIcon } from './test-wallet-icon';

/** EIP-6963 `EIP6963ProviderInfo`. */
export interface WalletAnnouncementInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export type AnnouncementTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

export const defaultTestWalletInfo: Omit<WalletAnnouncementInfo, 'uuid'> = {
  name: 'Airlock Test Wallet',
  icon: testWalletIcon,
  rdns: 'dev.airlock.testwallet',
};

/**
 * Announces `provider` per EIP-6963 now and on every `eip6963:requestProvider`.
 * Returns a function that stops answering requests.
 */
export function announceTestWallet(
  provider: unknown,
  info: Partial<WalletAnnouncementInfo> = {},
  target: AnnouncementTarget = globalThis.window,
): () => void {
  if (!target) throw new Error('announceTestWallet needs a target outside a browser window.');
  const detail = Object.freeze({
    info: Object.freeze({ ...defaultTestWalletInfo, uuid: randomUuid(), ...info }),
    provider,
  });
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}
