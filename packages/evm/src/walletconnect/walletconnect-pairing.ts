import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, type SiwxConfig } from '@airlock/core';
import type { Chain } from 'viem';
import type { WalletConnectProvider } from './create-universal-provider';
import { eip155Namespace } from './eip155-namespace';
import { PairingAbortedError, toPairingError } from './pairing-errors';
import { authenticateWalletConnect } from './walletconnect-authentication';

export interface PairingParameters {
  chains: readonly Chain[];
  rpcUrlOf(chainId: number): string;
  defaultChainId: number | undefined;
  /** Each pairing URI, as it is made (a fresh one replaces one about to expire). */
  onUri(uri: string): void;
  /** Receives the function that abandons this pairing; undefined once it has ended. */
  setAbort(abort: (() => void) | undefined): void;
  /** Sign in with X's store, when it is on: the pairing asks for one-click auth with its message. */
  siwx?: SiwxConfig;
}

/**
 * Waits for the wallet to approve a session (with Sign in with X on, a one-click auth request, which a wallet without
 * it answers as a session proposal); a URI with 10 s or less left is replaced by a fresh
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
        const { siwx } = parameters;
        const pairing = siwx
          ? authenticateWalletConnect(provider, namespace, siwx)
          : provider.connect({ optionalNamespaces: { eip155: namespace } });
        pairing.then(resolve, reject);
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
