import type { SwapToken } from '@airlock/protocol';
import type { ChainState } from '../connection/chain-store';
import type { SwapMessages } from '../i18n/catalogue-types';
import type { Network } from '../network/network';
import { sendDraft } from '../send/send-draft';
import { initialSendForm } from '../send/send-form-store';
import type { SendableToken } from '../send/sendable-token';
import { DEFAULT_SWAP_SLIPPAGE, minimumReceived, parseSlippage } from './slippage';
import { checkSwapAmount, type SwapAmountCheck } from './swap-amount-check';
import type { SwapFormState } from './swap-form-store';
import { swapHolding, type SwapHolding } from './swap-holding';
import { isNativeSwapToken, sameSwapToken } from './swap-token-address';
import { searchSwapTokens } from './swap-token-search';

/** The Swap form read against the active account: the chosen tokens, what it holds of them, and the fields checked. */
export interface SwapDraft {
  address: string;
  network: Network;
  /** The account's balances on the network (native first), for the picker and the holdings. */
  holdings: SendableToken[];
  from?: SwapToken;
  to?: SwapToken;
  fromHolding?: SwapHolding;
  toHolding?: SwapHolding;
  /** The amount checked against the from token (none until one is chosen). */
  amount?: SwapAmountCheck;
  /** The slippage tolerance in percent; undefined while what is typed is not from 0.01 to 50. */
  slippage?: number;
  sameToken: boolean;
  /** Everything needed to ask for a quote is there and valid. */
  quotable: boolean;
  /** The from token is the network's native currency (it also pays the network fee). */
  fromNative: boolean;
  /** The least the swap accepts: the built transaction's, else the quote's at the slippage set (1% while it is not valid). */
  minimumReceived?: bigint;
  /** What the account holds of any swap token. */
  holdingOf(token: SwapToken): SwapHolding;
  /** The token picker's list for `query` (see searchSwapTokens). */
  search(query: string): SwapToken[];
}

/** `texts`: the words of the amount's messages (the modal's locale), English by default. */
export function swapDraft(chain: ChainState, form: SwapFormState, texts?: SwapMessages): SwapDraft | undefined {
  const active = chain.namespaces[chain.activeNamespace];
  const address = active?.account.address;
  const network = active?.network.caipNetwork;
  if (active?.account.status !== 'connected' || !address || !network) return undefined;
  // What the Send form offers: the account's balances on the network, native first with the node's exact balance.
  const holdings = sendDraft(chain, initialSendForm())?.tokens ?? [];
  const find = (ref: string | undefined) => (ref ? form.tokens.find((token) => sameSwapToken(token.address, ref)) : undefined);
  const from = find(form.fromToken);
  const to = find(form.toToken);
  const fromHolding = from && swapHolding(from, holdings);
  const toHolding = to && swapHolding(to, holdings);
  const amount =
    from && fromHolding ? checkSwapAmount({ amount: form.amount, token: from, balance: fromHolding.balance, texts }) : undefined;
  const slippage = parseSlippage(form.slippage);
  const sameToken = sameSwapToken(from?.address, to?.address);
  const quotable = Boolean(from && to && !sameToken && amount?.amount !== undefined);
  const least = form.toAmountMin ?? (form.quote && minimumReceived(BigInt(form.quote.toAmount), slippage ?? DEFAULT_SWAP_SLIPPAGE));
  return {
    address,
    network,
    holdings,
    from,
    to,
    fromHolding,
    toHolding,
    amount,
    slippage,
    sameToken,
    quotable,
    fromNative: from !== undefined && isNativeSwapToken(from.address),
    ...(least !== undefined ? { minimumReceived: BigInt(least) } : {}),
    holdingOf: (token) => swapHolding(token, holdings),
    search: (query) => searchSwapTokens(form.tokens, query, holdings),
  };
}
