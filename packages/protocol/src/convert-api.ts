import type { TokenBalance } from './blockchain-api';

/**
 * Shapes of the swap ("convert") routes (spec §7). Token addresses are CAIP-10 (`eip155:31337:0x…`); the chain's
 * native currency is `NATIVE_TOKEN_ADDRESS`. Amounts are integers in the token's smallest unit, as decimal strings.
 */

/** Spec §3: a swap token is a token balance with logoUri and decimals. Value and quantity are 0 in the token list. */
export interface SwapToken extends TokenBalance {
  /** CAIP-10 address. */
  address: string;
  logoUri: string;
  decimals: number;
}

export interface SwapTokensResponse {
  tokens: SwapToken[];
}

/** One pool a route passes through, in order. */
export interface SwapRouteHop {
  protocol: 'uniswap-v2' | 'uniswap-v3';
  /** CAIP-10 addresses of the hop's input and output tokens (wrapped native for the native currency). */
  tokenIn: string;
  tokenOut: string;
  /** The pool's fee in hundredths of a basis point (3000 = 0.3%), as Uniswap writes it. */
  fee: number;
}

export interface SwapQuote {
  fromAccount: string;
  toAccount: string;
  fromAmount: string;
  toAmount: string;
  /** Percent, ≥ 0: how much worse the quoted rate is than the pools' mid price before the swap. */
  priceImpact: number;
  /** The route's pool fees, in the from token's smallest unit. */
  fee: string;
  route: SwapRouteHop[];
  /** Which provider answered: `uniswap` (on-chain routes) or an operator-configured aggregator's name. */
  provider: string;
  /** Gas the swap is expected to use, when known. */
  gas?: string;
}

export interface SwapQuotesResponse {
  /** Best first. Empty when no route has liquidity for the amount. */
  quotes: SwapQuote[];
}

export interface SwapAllowanceResponse {
  /** What the swap router may spend of the token on the user's behalf. */
  allowance: string;
  /** The router the allowance is for. */
  spender: string;
}

/** A transaction the user's wallet sends as it is. */
export interface SwapTransaction {
  from: string;
  to: string;
  data: `0x${string}`;
  value: string;
  eip155?: { gas?: string; gasPrice?: string };
}

export interface SwapApproveResponse {
  tx: SwapTransaction;
}

export interface SwapBuildRequest {
  projectId: string;
  /** CAIP-10 from and to tokens and user. */
  from: string;
  to: string;
  userAddress: string;
  amount: string;
  /** Slippage tolerance in percent (default 1, spec §9). */
  eip155?: { slippage?: string | number };
  /** Skip the node's gas estimate (an approval not mined yet would make it revert). */
  disableEstimate?: boolean;
}

export interface SwapBuildResponse {
  tx: SwapTransaction;
  /** The quote the transaction was built from, and the least it accepts after slippage. */
  quote: SwapQuote;
  toAmountMin: string;
  /** Unix seconds after which the router refuses it. */
  deadline: number;
}
