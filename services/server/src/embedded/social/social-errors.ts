import { ApiError } from '../../http/api-error';

/** Spec §10's connection error, word for word, as the start of every refusal to begin a social login. */
export const INITIATE_FAILED = 'Failed to initiate social connection';

/** The social-login routes' refusals; no message holds a code, token, verifier or secret. */
export const SOCIAL_ERRORS = {
  unknownProvider: (provider: string) =>
    new ApiError(400, 'SOCIAL_PROVIDER_UNKNOWN', `${INITIATE_FAILED}: ${JSON.stringify(provider.slice(0, 40))} is not a social provider`),
  notConfigured: (provider: string) =>
    new ApiError(400, 'SOCIAL_PROVIDER_NOT_CONFIGURED', `${INITIATE_FAILED}: ${provider} login is not configured on this server`),
  disabled: (provider: string) =>
    new ApiError(403, 'SOCIAL_LOGIN_DISABLED', `${INITIATE_FAILED}: ${provider} login is not enabled for this project`),
  badRedirectUri: () =>
    new ApiError(
      400,
      'SOCIAL_REDIRECT_URI_INVALID',
      `${INITIATE_FAILED}: the redirect URI must be /social/callback on one of the frame's origins`,
    ),
  appOriginNotAllowed: () =>
    new ApiError(400, 'SOCIAL_APP_ORIGIN_INVALID', `${INITIATE_FAILED}: the app origin is not allowed for this project`),
  tooManyAttempts: (seconds: number) =>
    new ApiError(429, 'SOCIAL_LOGIN_LIMIT', `Too many social logins started: try again in ${Math.ceil(seconds / 60)} minutes`, seconds),
  badState: () => new ApiError(400, 'SOCIAL_STATE_INVALID', 'This social login has expired or was already used: start again'),
  otherDevice: () => new ApiError(400, 'SOCIAL_STATE_INVALID', 'This social login was started on another device: start again'),
  providerDenied: (provider: string, reason: string) =>
    new ApiError(400, 'SOCIAL_LOGIN_DENIED', `${provider} login was not completed: ${reason}`),
  providerFailed: (provider: string, reason: string) => new ApiError(502, 'SOCIAL_PROVIDER_ERROR', `${provider} login failed: ${reason}`),
};

/** A provider's answer we cannot use; the routes turn it into 502 SOCIAL_PROVIDER_ERROR naming the provider. */
export class SocialProviderError extends Error {
  override readonly name = 'SocialProviderError';
}
