import { formatGwei } from 'viem';
import { ApiError } from '../../http/api-error';

/** JSON-RPC's "invalid params": what the dApp gets for a fee field this wallet will not send. */
export const INVALID_PARAMS_RPC_CODE = -32602;

const shown = (field: string, value: bigint) => (field === 'gas' ? value.toString() : `${formatGwei(value)} gwei`);

/** Refusals of fee fields (the dApp's or the approved ones) against the server's own estimate. */
export const FEE_ERRORS = {
  aboveCap: (field: string, requested: bigint, cap: bigint, multiple: bigint) =>
    new ApiError(
      400,
      'FEE_ABOVE_CAP',
      `${field} ${shown(field, requested)} is above this wallet's cap of ${multiple}× the network's estimate ` +
        `(${shown(field, cap)}): lower it or leave it out`,
      undefined,
      INVALID_PARAMS_RPC_CODE,
    ),
  mixed: () =>
    new ApiError(
      400,
      'INVALID_RPC_PARAMS',
      'Invalid params: gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas',
      undefined,
      INVALID_PARAMS_RPC_CODE,
    ),
  legacyBatch: () =>
    new ApiError(
      400,
      'INVALID_RPC_PARAMS',
      'Invalid params: an atomic batch is sent with maxFeePerGas and maxPriorityFeePerGas, not gasPrice',
      undefined,
      INVALID_PARAMS_RPC_CODE,
    ),
  priorityAboveMax: () =>
    new ApiError(
      400,
      'INVALID_RPC_PARAMS',
      'Invalid params: maxPriorityFeePerGas cannot be above maxFeePerGas',
      undefined,
      INVALID_PARAMS_RPC_CODE,
    ),
};
