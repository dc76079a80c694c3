/** Shapes of the Blockchain API (spec §7). Every call carries projectId, st (sdk type) and sv (sdk version). */

export interface SupportedChainsResponse {
  http: string[];
  ws: string[];
}

export interface TokenQuantity {
  decimals: string;
  numeric: string;
}

/** Spec §3, Token balance. */
export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value: number;
  price: number;
  quantity: TokenQuantity;
  iconUrl: string;
  eip2612?: boolean;
}

export interface BalanceResponse {
  balances: TokenBalance[];
}

/** The pseudo-address that names a chain's native currency in price requests (`eip155:1:0xEeee…`). */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export interface FungiblePrice {
  /** The CAIP-10 id this price answers, as it was asked for. */
  address: string;
  name: string;
  symbol: string;
  iconUrl: string;
  price: number;
}

export interface FungiblePriceRequest {
  projectId: string;
  currency: 'usd';
  addresses: string[];
}

export interface FungiblePriceResponse {
  fungibles: FungiblePrice[];
}

export interface GasPriceResponse {
  standard: string;
  fast: string;
  instant: string;
}

export interface IdentityResponse {
  name: string | null;
  avatar: string | null;
}

export interface FaucetRequest {
  address: string;
  chainId: string;
}

export interface FaucetResponse {
  transactions: string[];
  funded: { symbol: string; amount: string }[];
}

export interface ApiErrorBody {
  error: string;
  message: string;
  statusCode: number;
}
