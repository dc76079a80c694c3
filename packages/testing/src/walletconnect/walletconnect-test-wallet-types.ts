import type { SessionTypes } from '@walletconnect/types';
import type { Address, Hex } from 'viem';
import type { TestWalletChain } from '../provider/test-wallet-types';

export type Decision = 'approve' | 'reject';

export interface WalletConnectTestWalletOptions {
  /** The relay's WebSocket URL, e.g. `ws://127.0.0.1:8787/relay`. */
  relayUrl: string;
  projectId: string;
  /** Default: anvil's first dev account (public; never use it on a real chain). */
  privateKey?: Hex;
  /** The eip155 chains the wallet offers; transactions for a chain go to its `rpcUrl`. The first is active. */
  chains: readonly TestWalletChain[];
  /** Shown to the dApp as the wallet's name. */
  name?: string;
  /** Keeps the SDK's keys and records apart from other wallets in the process. Default: unique per wallet. */
  storagePrefix?: string;
  /** How long `pair` waits for the dApp's proposal. Default 30 s. */
  pairTimeoutMs?: number;
  /**
   * Answers WalletConnect's one-click auth (wc_sessionAuthenticate) with a signed CACAO per chain. Default true;
   * false acts as a wallet without it: the request is ignored and the SDK's fallback session proposal answered.
   */
  oneClickAuth?: boolean;
}

export interface HandledRequest {
  topic: string;
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string;
  method: string;
  params: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

export interface WalletConnectTestWallet {
  readonly address: Address;
  /** The active chain (the first of `chains` until switched). */
  readonly chainId: number;
  /** Every request answered, in order; one-click auth as method `'session_authenticate'` with the CACAOs as result. */
  readonly requests: readonly HandledRequest[];
  /** Pairs with a `wc:` URI and answers the dApp's proposal or one-click auth; resolves with the session or `'rejected'`. */
  pair(uri: string): Promise<SessionTypes.Struct | 'rejected'>;
  /**
   * The user's answer to later proposals and prompts; with `method` (or `'session_proposal'`, `'session_authenticate'`),
   * for that one only.
   */
  setDecision(decision: Decision, method?: string): void;
  /**
   * Resolves with the next handled request of `method` not yet returned by an earlier call,
   * including one handled before this call.
   */
  waitForRequest(method: string): Promise<HandledRequest>;
  /** The user switches chain in the wallet: adds it to the sessions if needed and emits `chainChanged`. */
  switchChain(chainId: number): Promise<void>;
  /** The user disconnects every session from the wallet. */
  disconnect(): Promise<void>;
  /** The sessions currently open. */
  sessions(): SessionTypes.Struct[];
  /** Closes the relay connection and stops every timer; the wallet cannot be used afterwards. */
  close(): Promise<void>;
}
