import type { FrameSocialProvider } from '@airlock/protocol';
import { EmbeddedApiError, UNREACHABLE_MESSAGE } from './embedded-api-error';
import type { EmbeddedApiOptions } from './embedded-api';

/** What /v1/embedded/social/connect answers: a session like email login's, and who logged in. */
export interface SocialLoginAnswer {
  sessionId: string;
  token: string;
  expiresAt: string;
  user: { email: string | null; userName: string | null; address: string; provider: FrameSocialProvider };
}

/** The frame's client of the server's social-login routes (services/server README, "Social login"). */
export function createSocialApi(options: EmbeddedApiOptions) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.apiUrl.replace(/\/+$/, '');

  async function post<T>(path: string, body: unknown): Promise<T> {
    const target = new URL(`${base}${path}`);
    target.searchParams.set('projectId', options.projectId);
    target.searchParams.set('st', options.sdkType ?? 'airlock-frame');
    if (options.sdkVersion) target.searchParams.set('sv', options.sdkVersion);
    let response: Response;
    try {
      response = await doFetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      throw new EmbeddedApiError(UNREACHABLE_MESSAGE, 0);
    }
    const json = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!response.ok) {
      const message = typeof json?.message === 'string' && json.message ? json.message : `The Airlock server answered ${response.status}`;
      throw new EmbeddedApiError(message, response.status, typeof json?.error === 'string' ? json.error : undefined);
    }
    return json as T;
  }

  return {
    start: (input: { provider: FrameSocialProvider; devicePublicKey: JsonWebKey; redirectUri: string; appOrigin: string }) =>
      post<{ uri: string }>('/v1/embedded/social/start', input),
    connect: (input: { code: string; state: string; devicePublicKey: JsonWebKey }) =>
      post<SocialLoginAnswer>('/v1/embedded/social/connect', input),
  };
}

export type SocialApi = ReturnType<typeof createSocialApi>;
