import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@airlock/core';
import type { Chain } from 'viem';
import type { WalletConnectProvider } from './create-universal-provider';
import { eip155Namespace } from './eip155-namespace';
import { PairingAbortedError, toPairingError } from './pairing-errors';

export interface PairingParameters {
  chains: readonly Chain[];
  rpcUrlOf(chainId: number): string;
  defaultChainId: number | undefined;
  /** Each pairing URI, as it is made (a fresh one replaces one about to expire). */
  onUri(uri: string): void;
  /** Receives the function that abandons this pairing; undefined once it has ended. */
  setAbort(abort: (() => void) | undefined): void;
}

/**
 * Waits for the wallet to approve a session; a URI with 10 s or less left is replaced by a fresh
 * pairing. Loaded with the SDK, on the first connect: a dApp whose visitors never pick
 * WalletConnect never downloads it.
 */
export async function pairWalletConnect(provider: WalletConnectProvider, parameters: PairingParameters) {
  const namespace = eip155Namespace(parameters.chains, parameters.rpcUrlOf, parameters.defaultChainId);
  provider.on('display_uri', parameters.onUri);
  try {
    for (;;) {
      let refresh: ReturnType<typeof setTimeout> | undefined;
      const outcome = await new Promise<'refresh' | Awaited<ReturnType<WalletConnectProvider['connect']>>>((resolve, reject) => {
        parameters.setAbort(() => reject(new PairingAbortedError()));
        refresh = setTimeout(() => resolve('refresh'), PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS);
        provider.connect({ optionalNamespaces: { eip155: namespace } }).then(resolve, reject);
      }).finally(() => clearTimeout(refresh));
      if (outcome !== 'refresh') return outcome;
    }
  } catch (error) {
    throw toPairingError(error);
  } finally {
    parameters.setAbort(undefined);
    provider.removeListener('display_uri', parameters.onUri);
  }
}
