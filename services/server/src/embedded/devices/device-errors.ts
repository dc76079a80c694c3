import { ApiError } from '../../http/api-error';

/** Refusals of device verification (spec §4 VERIFY_DEVICE); messages never hold a token or key. */
export const DEVICE_ERRORS = {
  proofRequired: () => new ApiError(400, 'DEVICE_PROOF_REQUIRED', 'This email already has an account: send devicePublicKey and proof'),
  malformedProof: (field: string) => new ApiError(400, 'MALFORMED_DEVICE_PROOF', `The device proof's ${field} is missing or not in its format`),
  staleProof: () => new ApiError(401, 'STALE_DEVICE_PROOF', "The device proof's timestamp is too far from the server's clock"),
  badProof: () => new ApiError(401, 'BAD_DEVICE_PROOF', 'The device proof is not signed by this device key'),
  replayedProof: () => new ApiError(401, 'REPLAYED_DEVICE_PROOF', 'This device proof was already used'),
  notApproved: () => new ApiError(403, 'DEVICE_NOT_APPROVED', 'Approve this device from the email we sent first'),
  noApproval: () => new ApiError(404, 'NO_DEVICE_APPROVAL', 'No device approval is waiting for this email: sign in again'),
  approvalExpired: () => new ApiError(400, 'DEVICE_APPROVAL_EXPIRED', 'This device approval has expired: sign in again'),
  approvalLimit: (seconds: number) => new ApiError(429, 'DEVICE_APPROVAL_LIMIT', `Too many device approvals requested: try again in ${Math.ceil(seconds / 60)} minutes`, seconds),
};
