import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
} from '@airlock/testing/walletconnect';
import type { DemoStackEndpoints } from './demo-stack';

/** A WalletKit wallet signing with a devnet account of the stack, on `relayUrl` with `projectId`, as a phone wallet pairs. */
export async function startPhoneWallet(
  stack: DemoStackEndpoints,
  accountIndex: number,
  relay: { relayUrl: string; projectId: string },
  options: Pick<WalletConnectTestWalletOptions, 'oneClickAuth'> = {},
): Promise<WalletConnectTestWallet> {
  const account = stack.devnet.accounts[accountIndex];
  if (!account) throw new Error(`no devnet account ${accountIndex}`);
  return createWalletConnectTestWallet({
    ...relay,
    privateKey: account.privateKey,
    chains: stack.devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    name: 'Airlock Phone Wallet',
    ...options,
  });
}
