import { ApiError } from '../../http/api-error';

/** Refusals of device verification (spec §4 VERIFY_DEVICE); messages never hold a token or key. */
export const DEVICE_ERRORS = {
  malformedProof: (field: string) =>
    new ApiError(400, 'MALFORMED_DEVICE_PROOF', `The device proof's ${field} is missing or not in its format`),
  staleProof: () => new ApiError(401, 'STALE_DEVICE_PROOF', "The device proof's timestamp is too far from the server's clock"),
  badProof: () => new ApiError(401, 'BAD_DEVICE_PROOF', 'The device proof is not signed by this device key'),
  replayedProof: () => new ApiError(401, 'REPLAYED_DEVICE_PROOF', 'This device proof was already used'),
  /** Only after the right code: the caller holds the mailbox, so it may learn the account exists. */
  notApproved: () =>
    new ApiError(403, 'DEVICE_NOT_APPROVED', 'Approve this device with the link in the email first, then enter the code again'),
};
