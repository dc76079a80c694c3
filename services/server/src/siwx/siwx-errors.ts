import { SIWX_MESSAGE_MAX_BYTES } from '@airlock/protocol';
import { ApiError } from '../http/api-error';

/** Every refusal of the Sign in with X routes: a 4xx with its own message, nothing stored. */
export const SIWX_ERRORS = {
  messageTooLarge: () => new ApiError(413, 'SIWX_MESSAGE_TOO_LARGE', `Sign-in message is larger than ${SIWX_MESSAGE_MAX_BYTES} bytes`),
  malformedMessage: (reason: string) => new ApiError(400, 'SIWX_MALFORMED_MESSAGE', `Sign-in message is malformed: ${reason}`),
  malformedSignature: () => new ApiError(400, 'SIWX_MALFORMED_SIGNATURE', 'Signature must be 0x-prefixed hex of whole bytes'),
  addressNotChecksummed: (address: string) =>
    new ApiError(400, 'SIWX_ADDRESS_NOT_CHECKSUMMED', `Message address ${address} is not in EIP-55 checksum form`),
  domainNotAllowed: (domain: string) =>
    new ApiError(403, 'SIWX_DOMAIN_NOT_ALLOWED', `Message domain ${domain} is not an allowed origin of this project`),
  chainNotServed: (chainId: string) => new ApiError(400, 'SIWX_CHAIN_NOT_SERVED', `Chain ${chainId} is not served here`),
  issuedInFuture: () => new ApiError(400, 'SIWX_ISSUED_IN_FUTURE', 'Message issuedAt is in the future'),
  notYetValid: () => new ApiError(400, 'SIWX_NOT_YET_VALID', 'Message not yet valid'),
  expired: () => new ApiError(400, 'SIWX_EXPIRED', 'Message expired'),
  nonceRefused: () => new ApiError(400, 'SIWX_NONCE_REFUSED', 'Nonce is unknown, used or expired'),
  signatureMismatch: () => new ApiError(401, 'SIWX_SIGNATURE_MISMATCH', "Signature does not match the message's address"),
  sessionNotFound: () => new ApiError(404, 'SIWX_SESSION_NOT_FOUND', 'Session not found'),
  tokenMissing: () => new ApiError(401, 'SIWX_TOKEN_MISSING', "Session token required: send Authorization: Bearer <the session's token>"),
  tokenInvalid: () => new ApiError(401, 'SIWX_TOKEN_INVALID', 'Session token is invalid or expired'),
  tokenOfAnotherSession: () => new ApiError(403, 'SIWX_TOKEN_OF_ANOTHER_SESSION', 'This token belongs to another session'),
  tooManyNonces: (retryAfterSeconds: number) =>
    new ApiError(429, 'SIWX_RATE_LIMITED', 'Too many sign-in nonces asked for: try again later', retryAfterSeconds),
  tooManySessions: (retryAfterSeconds: number) =>
    new ApiError(429, 'SIWX_RATE_LIMITED', 'Too many sign-in attempts: try again later', retryAfterSeconds),
};
