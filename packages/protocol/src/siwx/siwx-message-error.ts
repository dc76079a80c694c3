import type { SiwxMessageFields } from '../siwx-message-fields';

/**
 * - `SIWX_MESSAGE_TOO_LARGE`: over SIWX_MESSAGE_MAX_BYTES, refused before parsing.
 * - `SIWX_MESSAGE_MALFORMED`: the lines are not a sign-in message's (header, blank lines, field order).
 * - `SIWX_MESSAGE_INVALID_FIELD`: a field's value has the wrong form; `field` names it.
 */
export type SiwxMessageErrorCode = 'SIWX_MESSAGE_TOO_LARGE' | 'SIWX_MESSAGE_MALFORMED' | 'SIWX_MESSAGE_INVALID_FIELD';

/** A sign-in message (or the fields for one) that is not a valid CAIP-122 / EIP-4361 message. */
export class SiwxMessageError extends Error {
  override readonly name = 'SiwxMessageError';
  readonly code: SiwxMessageErrorCode;
  readonly field?: keyof SiwxMessageFields;

  constructor(reason: string, options: { code: SiwxMessageErrorCode; field?: keyof SiwxMessageFields }) {
    super(`Invalid SIWX message: ${reason}`);
    this.code = options.code;
    this.field = options.field;
  }
}

export function invalidSiwxField(field: keyof SiwxMessageFields, reason: string): SiwxMessageError {
  return new SiwxMessageError(reason, { code: 'SIWX_MESSAGE_INVALID_FIELD', field });
}

export function malformedSiwxMessage(reason: string): SiwxMessageError {
  return new SiwxMessageError(reason, { code: 'SIWX_MESSAGE_MALFORMED' });
}
