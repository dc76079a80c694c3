import { activeNamespaceState } from '../connection/chain-store';
import { HttpStatusError } from '../api/http-status-error';
import { convertApi } from '../api/convert-api-client';
import { createSwapFormStore, initialSwapForm, type SwapFormState, type SwapFormStore } from '../swap/swap-form-store';
import { swapDraft, type SwapDraft } from '../swap/swap-draft';
import type { SwapMessages } from '../i18n/catalogue-types';
import { swap as enSwap } from '../i18n/locales/en/swap';
import { SWAP_NETWORK_NOT_SUPPORTED } from '../swap/swap-errors';
import { findSwapToken } from '../swap/swap-token-ref';
import { isNativeSwapToken } from '../swap/swap-token-address';
import { isSmartAccountActive } from './swap-smart-account';
import { submitSwap } from './swap-submit';
import { swapMessages } from './swap-texts';
import type { ClientContext } from './client-context';

/** What `open({ view: 'Swap', data: { swap } })` asks for: tokens by symbol or address, and the amount paid. */
export interface SwapArguments {
  fromToken?: string;
  toToken?: string;
  amount?: string;
}

/** The Swap view's state and actions; one per client, made when the view first loads. */
export interface SwapActions {
  readonly form: SwapFormStore;
  /** The Swap view's strings in English (the modal's locale's load with the view). */
  readonly english: SwapMessages;
  /** The form read against the active account: tokens chosen, holdings, checks (`texts`, `locale`: the modal's). */
  draft(texts?: SwapMessages): SwapDraft | undefined;
  /** Starts the view: a swap under way keeps its progress; otherwise a fresh form with `args` filled in. */
  start(args?: SwapArguments): void;
  /** Lists the active network's swap tokens (and its gas price); 'Network not supported for Swaps' when it has none. */
  loadTokens(): Promise<void>;
  /** Asks for a quote of what the form holds; an answer for a form that changed meanwhile is dropped. */
  requestQuote(): Promise<void>;
  /** Reads the router's allowance of the from token, then shows the preview. */
  review(): Promise<void>;
  /** Approves (when the allowance is short) and swaps, or sends both as one batch from a smart account. */
  submit(): Promise<void>;
}

const actionsOf = new WeakMap<ClientContext, SwapActions>();

const IN_PROGRESS = new Set<SwapFormState['step']>(['approving', 'swapping']);

/** The user as the convert routes name it (CAIP-10). */
export function swapUser(context: ClientContext): string | undefined {
  const { account, network } = activeNamespaceState(context.chain);
  return account.address && network.caipNetwork ? `${network.caipNetwork.caipNetworkId}:${account.address}` : undefined;
}

function unsupportedAnswer(error: unknown): boolean {
  return error instanceof HttpStatusError && error.serverMessage === SWAP_NETWORK_NOT_SUPPORTED;
}

/** The Swap view's actions for this client (made once; its form survives the modal closing). */
export function swapActions(context: ClientContext): SwapActions {
  const known = actionsOf.get(context);
  if (known) return known;
  const form = createSwapFormStore(context.chain);
  let requested: SwapArguments = {};
  let quoteRequest = 0;
  const draft = () => swapDraft(context.chain.getState(), form.getState(), swapMessages(context));

  const applyArguments = () => {
    const { tokens } = form.getState();
    const native = tokens.find((token) => isNativeSwapToken(token.address));
    const from = findSwapToken(tokens, requested.fromToken) ?? native ?? tokens[0];
    const to = findSwapToken(tokens, requested.toToken);
    form.setState({ fromToken: from?.address, toToken: to?.address });
    requested = {};
  };

  const actions: SwapActions = {
    form,
    english: enSwap,
    draft: (texts) => swapDraft(context.chain.getState(), form.getState(), texts),
    start(args = {}) {
      if (IN_PROGRESS.has(form.getState().step)) return;
      const { tokens, tokensChain, tokensStatus, gasPrice } = form.getState();
      requested = args;
      form.setState({ ...initialSwapForm(), tokens, tokensChain, tokensStatus, gasPrice, amount: args.amount ?? '' }, true);
      if (tokensStatus === 'ready') applyArguments();
    },

    async loadTokens() {
      const network = activeNamespaceState(context.chain).network.caipNetwork;
      if (!network) return;
      const chainId = network.caipNetworkId;
      const state = form.getState();
      if (state.tokensChain === chainId && (state.tokensStatus === 'ready' || state.tokensStatus === 'loading')) return;
      form.setState({ tokensChain: chainId, tokensStatus: 'loading', error: undefined });
      const still = () => form.getState().tokensChain === chainId;
      if (!context.api) {
        form.setState({ tokensStatus: 'unsupported' });
        return;
      }
      const api = convertApi(context.api);
      try {
        const { tokens } = await api.tokens(chainId);
        if (!still()) return;
        if (tokens.length === 0) {
          form.setState({ tokensStatus: 'unsupported' });
          return;
        }
        form.setState({ tokens, tokensStatus: 'ready' });
        applyArguments();
      } catch (error) {
        if (still()) form.setState({ tokensStatus: unsupportedAnswer(error) ? 'unsupported' : 'failed' });
        return;
      }
      try {
        const { standard } = await api.gasPrice(chainId);
        if (still()) form.setState({ gasPrice: BigInt(standard) });
      } catch {
        // The fee then comes from the built transaction's estimate alone.
      }
    },

    async requestQuote() {
      const current = draft();
      const request = ++quoteRequest;
      const user = swapUser(context);
      if (!context.api || !current?.quotable || !current.from || !current.to || current.amount?.amount === undefined || !user) {
        form.setState({ quote: undefined, quoteStatus: 'idle' });
        return;
      }
      form.setState({ quoteStatus: 'loading', error: undefined });
      try {
        const { quotes } = await convertApi(context.api).quotes({
          amount: current.amount.amount.toString(),
          userAddress: user,
          from: current.from.address,
          to: current.to.address,
          ...(form.getState().gasPrice !== undefined ? { gasPrice: String(form.getState().gasPrice) } : {}),
        });
        if (request !== quoteRequest) return;
        const [best] = quotes;
        form.setState(best ? { quote: best, quoteStatus: 'ready' } : { quote: undefined, quoteStatus: 'none' });
      } catch (error) {
        if (request !== quoteRequest) return;
        if (unsupportedAnswer(error)) form.setState({ quote: undefined, quoteStatus: 'idle', tokensStatus: 'unsupported' });
        else form.setState({ quote: undefined, quoteStatus: 'failed' });
      }
    },

    async review() {
      const current = draft();
      const state = form.getState();
      const user = swapUser(context);
      if (!context.api || !current?.from || current.amount?.amount === undefined || state.quoteStatus !== 'ready' || !user) return;
      const batch = isSmartAccountActive(context);
      if (isNativeSwapToken(current.from.address)) {
        form.setState({ step: 'preview', needsApproval: false, batch, error: undefined });
        return;
      }
      try {
        const { allowance } = await convertApi(context.api).allowance({ tokenAddress: current.from.address, userAddress: user });
        form.setState({ step: 'preview', needsApproval: BigInt(allowance) < current.amount.amount, batch, error: undefined });
      } catch {
        form.setState({ error: swapMessages(context).quoteFailed });
      }
    },

    submit: () => submitSwap(context, form),
  };
  actionsOf.set(context, actions);
  return actions;
}
