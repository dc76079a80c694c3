import { SOCIAL_CALLBACK_PATH } from '@airlock/protocol';
import type { FrameOrigins } from '../frame-origins';

/** A redirect URI is `/social/callback` on one of the frame's origins, with nothing else. */
export function isFrameCallbackUri(raw: string, frameOrigins: FrameOrigins): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  // Written exactly as the frame builds it: no query, fragment, credentials or spelling the URL parser would normalize.
  return frameOrigins.has(url.origin) && raw === `${url.origin}${SOCIAL_CALLBACK_PATH}`;
}

/** An exact origin (scheme, host, port), as a page's `location.origin` reads. */
export function isExactOrigin(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === raw;
  } catch {
    return false;
  }
}

/** The provider's authorization URL with this attempt's parameters added to any it already has. */
export function authorizationUri(input: {
  authorizationUrl: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state: string;
  codeChallenge: string;
  nonce?: string;
}): string {
  const url = new URL(input.authorizationUrl);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  };
  if (input.scopes.length > 0) params.scope = input.scopes.join(' ');
  if (input.nonce !== undefined) params.nonce = input.nonce;
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}
