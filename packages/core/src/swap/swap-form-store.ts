import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SwapQuote, SwapToken } from '@airlock/protocol';
import type { ChainStore } from '../connection/chain-store';
import { DEFAULT_SWAP_SLIPPAGE } from './slippage';

/**
 * form → preview → approving (an ERC-20 whose allowance is short: the approval, sent and mined) → swapping (the
 * swap, or the smart account's one batch) → success or failed.
 */
export type SwapStep = 'form' | 'preview' | 'approving' | 'swapping' | 'success' | 'failed';

export type SwapQuoteStatus = 'idle' | 'loading' | 'ready' | 'none' | 'failed';

/** The active network's swap tokens: unsupported when it lists none or the server says 'Network not supported for Swaps'. */
export type SwapTokensStatus = 'idle' | 'loading' | 'ready' | 'unsupported' | 'failed';

/** What the Swap view shows and the visitor chose; kept while the modal closes, cleared on a network or namespace switch. */
export interface SwapFormState {
  /** CAIP-10 addresses of the tokens paid and received. */
  fromToken?: string;
  toToken?: string;
  /** The exact input, as typed, in whole from tokens. */
  amount: string;
  /** Slippage tolerance in percent, as typed (spec §9: 1 = 1%). */
  slippage: string;
  /** The network (CAIP-2) `tokens` were listed for. */
  tokensChain?: string;
  tokens: SwapToken[];
  tokensStatus: SwapTokensStatus;
  quote?: SwapQuote;
  quoteStatus: SwapQuoteStatus;
  /** The network's standard gas price in wei, for the fee shown before the swap is built. */
  gasPrice?: bigint;
  /** Whether the router's allowance of the from token is short of the amount (read as the preview opens). */
  needsApproval: boolean;
  /** Smart account: approve and swap go as one batch. */
  batch: boolean;
  step: SwapStep;
  approveHash?: string;
  hash?: string;
  /** The least the swap accepts, in the to token's smallest unit (from the built transaction). */
  toAmountMin?: string;
  /** Why the last step failed, in words the visitor understands. */
  error?: string;
}

export type SwapFormStore = StoreApi<SwapFormState>;

export function initialSwapForm(): SwapFormState {
  return {
    amount: '',
    slippage: String(DEFAULT_SWAP_SLIPPAGE),
    tokens: [],
    tokensStatus: 'idle',
    quoteStatus: 'idle',
    needsApproval: false,
    batch: false,
    step: 'form',
  };
}

/** The Swap form's store: its tokens belong to one network, so a network or namespace switch resets it. */
export function createSwapFormStore(chain: ChainStore): SwapFormStore {
  const store = createStore<SwapFormState>(initialSwapForm);
  const networkOf = (state: ReturnType<ChainStore['getState']>) =>
    `${state.activeNamespace}/${state.namespaces[state.activeNamespace]?.network.caipNetwork?.caipNetworkId ?? ''}`;
  chain.subscribe((state, previous) => {
    if (networkOf(state) !== networkOf(previous)) store.setState(initialSwapForm(), true);
  });
  return store;
}
