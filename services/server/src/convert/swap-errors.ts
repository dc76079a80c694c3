import { API_ERRORS, ApiError } from '../http/api-error';

/** The convert API's refusals; the network one is the spec's message word for word (§8). */
export const SWAP_ERRORS = {
  networkNotSupported: () => API_ERRORS.networkNotSupported('Swaps'),
  unknownToken: (id: string) => new ApiError(400, 'UNKNOWN_TOKEN', `Unknown token: ${id} is not a token this network swaps`),
  sameToken: () => new ApiError(400, 'BAD_REQUEST', 'from and to are the same token'),
  differentNetworks: () => new ApiError(400, 'BAD_REQUEST', 'from, to and userAddress must be on the same network'),
  noRoute: () => new ApiError(400, 'NO_ROUTE', 'No swap route has enough liquidity for this amount'),
  insufficientFunds: () =>
    new ApiError(400, 'INSUFFICIENT_FUNDS', 'The account cannot pay for this swap: insufficient balance for the amount and gas'),
  wouldRevert: (reason: string) =>
    new ApiError(400, 'SWAP_WOULD_FAIL', `The swap would fail: ${reason} (check the token balance and the router's allowance)`),
};
