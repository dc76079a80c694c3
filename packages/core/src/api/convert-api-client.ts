import type {
  GasPriceResponse,
  SwapAllowanceResponse,
  SwapApproveResponse,
  SwapBuildRequest,
  SwapBuildResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
} from '@airlock/protocol';
import type { ApiClient } from './api-client';

/** The server's swap ("convert") routes (spec §7), through the generic client. Addresses are CAIP-10, amounts base units. */
export interface ConvertApi {
  tokens(chainId: string): Promise<SwapTokensResponse>;
  quotes(query: { amount: string; userAddress: string; from: string; to: string; gasPrice?: string }): Promise<SwapQuotesResponse>;
  allowance(query: { tokenAddress: string; userAddress: string }): Promise<SwapAllowanceResponse>;
  buildApprove(query: { userAddress: string; from: string; to: string; amount: string }): Promise<SwapApproveResponse>;
  buildTransaction(request: Omit<SwapBuildRequest, 'projectId'>): Promise<SwapBuildResponse>;
  gasPrice(chainId: string): Promise<GasPriceResponse>;
}

export function convertApi(api: ApiClient): ConvertApi {
  return {
    tokens: (chainId) => api.get('/v1/convert/tokens', { chainId }),
    quotes: (query) => api.get('/v1/convert/quotes', query),
    allowance: (query) => api.get('/v1/convert/allowance', query),
    buildApprove: (query) => api.get('/v1/convert/build-approve', query),
    buildTransaction: (request) => api.post('/v1/convert/build-transaction', { ...request, projectId: api.projectId }),
    gasPrice: (chainId) => api.get('/v1/convert/gas-price', { chainId }),
  };
}
