import type { NameLabelProblem } from '@airlock/protocol';
import { MAX_NAME_LENGTH, MIN_NAME_LENGTH } from '@airlock/protocol';
import { ApiError } from '../http/api-error';

/** Spec §5's rule, one message per way a label breaks it. */
const LABEL_MESSAGES: Record<NameLabelProblem, string> = {
  invalidCharacters: 'Name can only contain letters, digits or hyphens',
  tooShort: `Name must be at least ${MIN_NAME_LENGTH} characters`,
  tooLong: `Name must be at most ${MAX_NAME_LENGTH} characters`,
};

/** Every refusal of the profile routes: a 4xx with its own message, nothing stored. */
export const PROFILE_ERRORS = {
  invalidLabel: (problem: NameLabelProblem) => new ApiError(400, 'NAME_INVALID', LABEL_MESSAGES[problem]),
  notUnderSuffix: (suffix: string) => new ApiError(400, 'NAME_WRONG_SUFFIX', `Name must be one label followed by .${suffix}`),
  zoneNotServed: (zone: string, suffix: string) =>
    new ApiError(400, 'NAME_ZONE_NOT_SERVED', `Zone ${zone.slice(0, 100)} is not served here; names here end in .${suffix}`),
  malformedMessage: () =>
    new ApiError(400, 'NAME_MESSAGE_MALFORMED', 'Registration message must be the JSON of name, attributes and timestamp'),
  messageTooLarge: (maxBytes: number) =>
    new ApiError(413, 'NAME_MESSAGE_TOO_LARGE', `Registration message is larger than ${maxBytes} bytes`),
  badAttributes: (reason: string) => new ApiError(400, 'NAME_ATTRIBUTES_INVALID', `Name attributes are invalid: ${reason}`),
  notEvmCoinType: (coinType: number) =>
    new ApiError(400, 'NAME_COIN_TYPE_NOT_EVM', `Coin type ${coinType} is not an EVM chain's (ENSIP-11)`),
  chainNotServed: (chainId: number) => new ApiError(400, 'NAME_CHAIN_NOT_SERVED', `Chain ${chainId} is not served here`),
  badAddress: () => new ApiError(400, 'NAME_ADDRESS_INVALID', 'address must be a 0x-prefixed 20-byte hex address'),
  malformedSignature: () => new ApiError(400, 'NAME_SIGNATURE_MALFORMED', 'Signature must be 0x-prefixed hex of whole bytes'),
  expired: () => new ApiError(400, 'NAME_MESSAGE_EXPIRED', 'Registration message expired: sign a new one'),
  fromTheFuture: () => new ApiError(400, 'NAME_MESSAGE_IN_FUTURE', 'Registration message timestamp is in the future'),
  signatureMismatch: () => new ApiError(401, 'NAME_SIGNATURE_MISMATCH', 'Signature does not match the address'),
  notFound: (name: string) => new ApiError(404, 'NAME_NOT_FOUND', `Name ${name.slice(0, 200)} is not registered`),
  tooManyRegistrations: (retryAfterSeconds: number) =>
    new ApiError(429, 'NAME_RATE_LIMITED', 'Too many name registrations: try again later', retryAfterSeconds),
};
