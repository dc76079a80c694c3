import { ApiError } from '../http/api-error';

const shown = (value: string) => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);

/** The 400s of the history and spam list routes: each names what was wrong and what is expected. */
export const HISTORY_REQUEST_ERRORS = {
  invalidAddress: (value: string) =>
    new ApiError(400, 'INVALID_ADDRESS', `Invalid address ${shown(value)}: an eip155 address is 40 hex digits, with or without 0x`),
  invalidChainId: (value: string) =>
    new ApiError(
      400,
      'INVALID_CHAIN_ID',
      `Invalid chainId ${shown(value)}: give one chain, as a number (31337) or a CAIP-2 id (eip155:31337)`,
    ),
  unsupportedChain: (chainId: number) => new ApiError(400, 'UNSUPPORTED_CHAIN', `Chain eip155:${chainId} is not served by this server`),
  invalidCursor: () => new ApiError(400, 'INVALID_CURSOR', 'Invalid cursor: pass the `next` of a previous page unchanged'),
  invalidLimit: (value: string) => new ApiError(400, 'INVALID_LIMIT', `Invalid limit ${shown(value)}: a whole number from 1 to 100`),
};
