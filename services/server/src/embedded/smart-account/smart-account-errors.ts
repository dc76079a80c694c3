import { ApiError } from '../../http/api-error';

/** EIP-5792's error codes, sent as `rpcCode` for the frame to pass on to the dApp. */
export const EIP5792_CODES = {
  unsupportedNonOptionalCapability: 5700,
  unknownBundleId: 5730,
  atomicityNotSupported: 5760,
} as const;

/** EIP-5792 has no code for calls that would revert: JSON-RPC's "execution reverted", as nodes answer eth_call and eth_estimateGas. */
const EXECUTION_REVERTED_CODE = 3;

/** Refusals of the account-type route, wallet_sendCalls and wallet_getCallsStatus. */
export const SMART_ACCOUNT_ERRORS = {
  atomicityNotSupported: () =>
    new ApiError(
      400,
      'ATOMICITY_NOT_SUPPORTED',
      'Atomic execution is not supported for this account on this network: it sends calls one by one as an eoa',
      undefined,
      EIP5792_CODES.atomicityNotSupported,
    ),
  unknownBundleId: () => new ApiError(400, 'UNKNOWN_BUNDLE_ID', 'Unknown bundle id', undefined, EIP5792_CODES.unknownBundleId),
  unsupportedCapabilities: (names: string[]) =>
    new ApiError(
      400,
      'UNSUPPORTED_CAPABILITY',
      `Unsupported non-optional capability: ${names.join(', ')}`,
      undefined,
      EIP5792_CODES.unsupportedNonOptionalCapability,
    ),
  callsWouldRevert: (reason: string | undefined) =>
    new ApiError(
      400,
      'CALLS_WOULD_REVERT',
      `execution reverted${reason ? `: ${reason}` : ''} (the node predicts this; nothing was sent)`,
      undefined,
      EXECUTION_REVERTED_CODE,
    ),
  smartAccountUnavailable: () =>
    new ApiError(409, 'SMART_ACCOUNT_UNAVAILABLE', 'Smart accounts are not available: no network of this server has a batch executor'),
};
