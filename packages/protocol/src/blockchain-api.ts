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

export interface FungiblePrice {
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
