import { errors } from 'jose';
import { SessionTokenError } from './session-token-error';

/** jose's refusal of a token as a SessionTokenError; anything else is returned as it is. */
export function sessionTokenErrorOf(error: unknown): unknown {
  if (error instanceof SessionTokenError) return error;
  if (error instanceof errors.JWTExpired) return new SessionTokenError('SESSION_TOKEN_EXPIRED', 'Session token expired', { cause: error });
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') {
      return new SessionTokenError('SESSION_TOKEN_WRONG_PROJECT', 'Session token is for another project', { cause: error });
    }
    if (error.claim === 'iss') {
      return new SessionTokenError('SESSION_TOKEN_WRONG_ISSUER', 'Session token is from another Airlock server', { cause: error });
    }
    return new SessionTokenError('SESSION_TOKEN_MALFORMED', `Session token is malformed: ${error.message}`, { cause: error });
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return new SessionTokenError('SESSION_TOKEN_BAD_SIGNATURE', "Session token's signature does not verify", { cause: error });
  }
  if (error instanceof errors.JOSEError) {
    return new SessionTokenError('SESSION_TOKEN_MALFORMED', `Session token is malformed: ${error.message}`, { cause: error });
  }
  return error;
}
