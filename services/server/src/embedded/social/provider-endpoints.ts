import type { SocialClientConfig } from './social-client-config';
import { SocialProviderError } from './social-errors';
import { providerFetch } from './provider-fetch';

/** Where a provider's login happens; `issuer` and `jwksUri` are set for OpenID Connect providers. */
export interface ProviderEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl?: string;
  issuer?: string;
  jwksUri?: string;
}

const DISCOVERY_TTL_MS = 60 * 60_000;

/** Resolves endpoints, by OIDC discovery when an issuer is set (cached an hour per issuer). */
export function createEndpointResolver(now: () => number = Date.now) {
  const cache = new Map<string, { at: number; document: Promise<Record<string, unknown>> }>();

  function discover(issuer: string): Promise<Record<string, unknown>> {
    const hit = cache.get(issuer);
    if (hit && now() - hit.at < DISCOVERY_TTL_MS) return hit.document;
    const document = providerFetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      what: 'OpenID discovery document',
    }).then(({ status, body }) => {
      if (status !== 200) throw new SocialProviderError(`its OpenID discovery document answered ${status}`);
      // OIDC Discovery §4.3: the document must name the issuer it was fetched for.
      if (body.issuer !== issuer) throw new SocialProviderError('its discovery document names another issuer');
      return body;
    });
    cache.set(issuer, { at: now(), document });
    // A failure is not cached: the next login tries again.
    document.catch(() => cache.delete(issuer));
    return document;
  }

  return async function resolve(config: SocialClientConfig): Promise<ProviderEndpoints> {
    const discovered = config.issuer ? await discover(config.issuer) : {};
    const pick = (explicit: string | undefined, key: string) =>
      explicit ?? (typeof discovered[key] === 'string' ? (discovered[key] as string) : undefined);
    const authorizationUrl = pick(config.authorizationUrl, 'authorization_endpoint');
    const tokenUrl = pick(config.tokenUrl, 'token_endpoint');
    if (!authorizationUrl || !tokenUrl) throw new SocialProviderError('it names no authorization or token endpoint');
    const userinfoUrl = pick(config.userinfoUrl, 'userinfo_endpoint');
    const jwksUri = pick(undefined, 'jwks_uri');
    return {
      authorizationUrl,
      tokenUrl,
      ...(userinfoUrl ? { userinfoUrl } : {}),
      ...(config.issuer ? { issuer: config.issuer } : {}),
      ...(jwksUri ? { jwksUri } : {}),
    };
  };
}

export type EndpointResolver = ReturnType<typeof createEndpointResolver>;
