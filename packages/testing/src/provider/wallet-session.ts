import { numberToHex, type Address, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createWalletStateStore } from './persisted-wallet-state';
import type { TestWalletChain, TestWalletOptions } from './test-wallet-types';
import type { WalletEventEmitter } from './wallet-event-emitter';
import { WalletRpcError, invalidParamsError, unrecognizedChainError, walletErrorCodes } from './wallet-rpc-error';

/** The wallet's own state (accounts, chains, authorisation) and the transitions that emit events and persist. */
export interface WalletSession {
  readonly accounts: readonly PrivateKeyAccount[];
  readonly authorised: boolean;
  readonly chain: TestWalletChain;
  readonly chainIdHex: Hex;
  /** Every chain the wallet knows: configured, then added. */
  readonly chains: readonly TestWalletChain[];
  /** Authorised addresses, active first; [] until authorised. */
  exposedAddresses(): Address[];
  /** The authorised account for `address`, or undefined. */
  authorisedAccount(address: unknown): PrivateKeyAccount | undefined;
  findChain(chainId: number): TestWalletChain | undefined;
  authorise(): void;
  revoke(): void;
  switchChain(chainId: number): void;
  addChain(chain: TestWalletChain): void;
  setAccount(index: number): void;
}

export function createWalletSession(options: TestWalletOptions, events: WalletEventEmitter): WalletSession {
  if (options.accounts.length === 0) throw new Error('createTestWalletProvider needs at least one private key.');
  if (options.chains.length === 0) throw new Error('createTestWalletProvider needs at least one chain.');
  const accounts = options.accounts.map((key) => privateKeyToAccount(key));
  const store = createWalletStateStore(options.persist, options.persistKey ?? accounts[0]!.address.toLowerCase());
  const saved = store.load();

  const chains = [...options.chains];
  for (const added of saved.addedChains ?? []) if (!chains.some((c) => c.chainId === added.chainId)) chains.push(added);
  const addedChains = chains.slice(options.chains.length);
  const findChain = (chainId: number) => chains.find((c) => c.chainId === chainId);

  const initialChainId = options.chainId ?? options.chains[0]!.chainId;
  if (!findChain(initialChainId)) throw new Error(`Initial chain ${initialChainId} is not in chains.`);
  let chain = (saved.chainId !== undefined && findChain(saved.chainId)) || findChain(initialChainId)!;
  let authorised = saved.authorised === true;
  let accountIndex = typeof saved.accountIndex === 'number' && accounts[saved.accountIndex] ? saved.accountIndex : 0;

  const persist = () => store.save({ authorised, chainId: chain.chainId, accountIndex, addedChains });
  const exposedAddresses = (): Address[] => {
    if (!authorised) return [];
    const active = accounts[accountIndex]!;
    return [active.address, ...accounts.filter((a) => a !== active).map((a) => a.address)];
  };

  return {
    accounts,
    get authorised() {
      return authorised;
    },
    get chain() {
      return chain;
    },
    get chainIdHex() {
      return numberToHex(chain.chainId);
    },
    chains,
    exposedAddresses,
    authorisedAccount(address) {
      if (!authorised || typeof address !== 'string') return undefined;
      return accounts.find((a) => a.address.toLowerCase() === address.toLowerCase());
    },
    findChain,
    authorise() {
      if (authorised) return;
      authorised = true;
      persist();
      events.emit('connect', { chainId: numberToHex(chain.chainId) });
      events.emit('accountsChanged', exposedAddresses());
    },
    revoke() {
      if (!authorised) return;
      authorised = false;
      persist();
      events.emit('accountsChanged', []);
    },
    switchChain(chainId) {
      const next = findChain(chainId);
      if (!next) throw unrecognizedChainError(chainId);
      if (next === chain) return;
      chain = next;
      persist();
      events.emit('chainChanged', numberToHex(chain.chainId));
    },
    addChain(added) {
      if (findChain(added.chainId)) return;
      chains.push(added);
      addedChains.push(added);
      persist();
    },
    setAccount(index) {
      if (!Number.isInteger(index) || !accounts[index]) {
        throw invalidParamsError(`No account at index ${index}; the wallet has ${accounts.length}.`);
      }
      if (index === accountIndex) return;
      accountIndex = index;
      persist();
      if (authorised) events.emit('accountsChanged', exposedAddresses());
    },
  };
}

export const disconnectedError = (): WalletRpcError =>
  new WalletRpcError(walletErrorCodes.disconnected, 'The user disconnected the test wallet.');
