import { announceTestWallet, createTestWalletProvider, type AssetDiscoveryOptions, type TestWalletProvider } from '@airlock/testing';
import type { Network } from '@airlock/core';
import { parseEther, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { createEvmAdapter, defineDevnetNetwork, type EvmAdapter } from '../../src/index';
import { fundAccount } from './fund-account';
import type { LocalChain } from './local-chains';
import { MemoryStorage } from '@airlock/testing';

export const NAMES: Record<number, string> = { 31337: 'Airlock Devnet', 31338: 'Airlock Devnet L2' };

export function networksOf(chains: readonly LocalChain[]): Network[] {
  return chains.map(({ chainId, rpcUrl }) => defineDevnetNetwork({ chainId, name: NAMES[chainId] ?? `Chain ${chainId}`, rpcUrl }));
}

/** Everything one test creates, torn down by `cleanUp` in afterEach. */
export class WalletFixture {
  private readonly announcements: (() => void)[] = [];
  private readonly adapters: EvmAdapter[] = [];
  readonly keys: Hex[] = [generatePrivateKey(), generatePrivateKey()];
  readonly walletStorage = new MemoryStorage();
  readonly appStorage = new MemoryStorage();

  constructor(readonly chains: readonly LocalChain[]) {}

  async fund(): Promise<void> {
    for (const chain of this.chains) {
      for (const key of this.keys) await fundAccount(chain.rpcUrl, privateKeyToAddress(key), parseEther('100'));
    }
  }

  /** A wallet knowing `chainIds` (all chains by default), announced over EIP-6963 until cleanUp. */
  wallet(
    info: { name?: string; rdns?: string; icon?: string } = {},
    chainIds?: readonly number[],
    options: { assetDiscovery?: AssetDiscoveryOptions } = {},
  ): TestWalletProvider {
    const provider = createTestWalletProvider({
      accounts: this.keys,
      chains: this.chains.filter((chain) => !chainIds || chainIds.includes(chain.chainId)),
      persist: this.walletStorage,
      ...(info.rdns ? { persistKey: info.rdns } : {}),
      ...options,
    });
    this.announcements.push(announceTestWallet(provider, info));
    return provider;
  }

  stopAnnouncing(): void {
    for (const stop of this.announcements.splice(0)) stop();
  }

  async adapter(server?: { apiUrl: string; projectId: string }): Promise<EvmAdapter> {
    const adapter = createEvmAdapter({ networks: networksOf(this.chains), storage: this.appStorage, ...server });
    this.adapters.push(adapter);
    await adapter.init();
    return adapter;
  }

  cleanUp(): void {
    this.stopAnnouncing();
    for (const adapter of this.adapters.splice(0)) adapter.destroy();
  }
}
