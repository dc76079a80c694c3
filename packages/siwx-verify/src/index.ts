// @airlock/siwx-verify: a dApp backend's check of Airlock session tokens; test/api-report.test.ts guards the list.
export { createSessionVerifier, type SessionVerifier, type SessionVerifierOptions } from './session-verifier';
export { SessionTokenError, type SessionTokenErrorCode } from './session-token-error';
export type { VerifiedSession } from './verified-session';
