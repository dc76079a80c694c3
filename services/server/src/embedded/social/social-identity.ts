import { createJwksCache, verifyIdToken } from './id-token';
import { createEndpointResolver, type ProviderEndpoints } from './provider-endpoints';
import { providerFetch } from './provider-fetch';
import type { SocialClientConfig } from './social-client-config';
import { SocialProviderError } from './social-errors';
import { mergeProfiles, profileFromClaims, type SocialProfile } from './social-profile';
import { exchangeCode } from './token-exchange';

/** The provider side of a login: its endpoints, then code → tokens → who logged in. */
export function createSocialIdentity(now: () => number = Date.now) {
  const endpoints = createEndpointResolver(now);
  const keys = createJwksCache(now);

  async function userinfo(url: string, accessToken: string): Promise<SocialProfile> {
    const { status, body } = await providerFetch(url, { headers: { authorization: `Bearer ${accessToken}` }, what: 'userinfo endpoint' });
    if (status !== 200) throw new SocialProviderError(`its userinfo endpoint answered ${status}`);
    return profileFromClaims(body);
  }

  return {
    endpoints: (config: SocialClientConfig): Promise<ProviderEndpoints> => endpoints(config),

    /** An OIDC provider's identity is its verified ID token (userinfo fills in a missing name or email); others' is userinfo's. */
    async profile(input: {
      config: SocialClientConfig;
      code: string;
      codeVerifier: string;
      redirectUri: string;
      nonce: string;
    }): Promise<SocialProfile> {
      const { config } = input;
      const where = await endpoints(config);
      const tokens = await exchangeCode({
        config,
        tokenUrl: where.tokenUrl,
        code: input.code,
        codeVerifier: input.codeVerifier,
        redirectUri: input.redirectUri,
      });
      if (where.issuer && config.scopes.includes('openid')) {
        if (!tokens.idToken) throw new SocialProviderError('its token endpoint sent no ID token');
        if (!where.jwksUri) throw new SocialProviderError('its discovery document names no jwks_uri');
        const claims = await verifyIdToken({
          idToken: tokens.idToken,
          issuer: where.issuer,
          jwksUri: where.jwksUri,
          clientId: config.clientId,
          nonce: input.nonce,
          keys,
          nowMs: now(),
        });
        const fromToken = profileFromClaims(claims);
        const complete = fromToken.username !== null && fromToken.email !== null;
        return mergeProfiles(fromToken, complete || !where.userinfoUrl ? undefined : await userinfo(where.userinfoUrl, tokens.accessToken));
      }
      if (!where.userinfoUrl) throw new SocialProviderError('it has no userinfo endpoint configured');
      return userinfo(where.userinfoUrl, tokens.accessToken);
    },
  };
}

export type SocialIdentity = ReturnType<typeof createSocialIdentity>;
