import type { SocialClientConfig } from './social-client-config';
import { SocialProviderError } from './social-errors';
import { providerFetch } from './provider-fetch';

export interface ProviderTokens {
  accessToken: string;
  idToken?: string;
}

/** The provider's refusal of the code (RFC 6749 §5.2), kept apart from transport faults: the user may retry. */
export class TokenRefusedError extends SocialProviderError {
  constructor(readonly errorCode: string) {
    super(`the provider refused the authorization code (${errorCode})`);
  }
}

/** RFC 6749 §2.3.1: the client id and secret are form-urlencoded before they go into Basic. */
const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** Authorization code + PKCE verifier → tokens, at the provider's token endpoint (RFC 6749 §4.1.3, RFC 7636 §4.5). */
export async function exchangeCode(input: {
  config: SocialClientConfig;
  tokenUrl: string;
  code: string;
  codeVerifier: string;
  redirectUri: string;
}): Promise<ProviderTokens> {
  const { config } = input;
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    code_verifier: input.codeVerifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (config.tokenEndpointAuth === 'client_secret_post' || config.clientSecret === undefined) {
    form.set('client_id', config.clientId);
    if (config.clientSecret !== undefined) form.set('client_secret', config.clientSecret);
  } else {
    headers.authorization = `Basic ${Buffer.from(`${formEncode(config.clientId)}:${formEncode(config.clientSecret)}`).toString('base64')}`;
  }
  const { status, body } = await providerFetch(input.tokenUrl, { method: 'POST', headers, body: form.toString(), what: 'token endpoint' });
  // GitHub answers 200 with { error } for a bad code.
  if (typeof body.error === 'string') throw new TokenRefusedError(body.error.slice(0, 64).replace(/[^\w.-]/g, '_'));
  if (status !== 200) throw new SocialProviderError(`its token endpoint answered ${status}`);
  if (typeof body.access_token !== 'string' || body.access_token === '')
    throw new SocialProviderError('its token endpoint sent no access token');
  return { accessToken: body.access_token, ...(typeof body.id_token === 'string' ? { idToken: body.id_token } : {}) };
}
