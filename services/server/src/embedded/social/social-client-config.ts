import { ConfigError } from '../../config/config-error';
import { SOCIAL_PROVIDERS, type SocialProviderName } from './social-provider-names';

/** How the client authenticates at the token endpoint (RFC 6749 §2.3.1). */
export type TokenEndpointAuth = 'client_secret_basic' | 'client_secret_post';

/**
 * One provider's OAuth client: an OIDC issuer (endpoints by discovery) or explicit endpoints, or
 * both (explicit ones win). Without an issuer there is no ID token to check, and the identity
 * comes from the userinfo endpoint.
 */
export interface SocialClientConfig {
  clientId: string;
  clientSecret?: string;
  issuer?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
  scopes: string[];
  tokenEndpointAuth: TokenEndpointAuth;
}

export type SocialClientConfigs = Partial<Record<SocialProviderName, SocialClientConfig>>;

/** Scopes asked for when none are configured: an OIDC issuer gets openid, profile and email. */
export function defaultScopes(hasIssuer: boolean): string[] {
  return hasIssuer ? ['openid', 'profile', 'email'] : [];
}

function httpUrl(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`${name}=${raw} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an http(s) URL`);
  return url.href.replace(/\/$/, url.pathname === '/' ? '' : '/');
}

/** Checks one client's settings (from the environment or a project); `label` names where they came from. */
export function checkSocialClientConfig(
  label: (field: string) => string,
  input: Partial<Record<keyof SocialClientConfig, unknown>>,
): SocialClientConfig {
  const text = (field: keyof SocialClientConfig) =>
    typeof input[field] === 'string' && input[field] !== '' ? (input[field] as string) : undefined;
  const clientId = text('clientId');
  if (!clientId) throw new ConfigError(`${label('CLIENT_ID')} is required`);
  const issuer = httpUrl(label('ISSUER'), text('issuer'));
  const authorizationUrl = httpUrl(label('AUTHORIZATION_URL'), text('authorizationUrl'));
  const tokenUrl = httpUrl(label('TOKEN_URL'), text('tokenUrl'));
  const userinfoUrl = httpUrl(label('USERINFO_URL'), text('userinfoUrl'));
  if (!issuer && !(authorizationUrl && tokenUrl && userinfoUrl)) {
    throw new ConfigError(
      `${label('ISSUER')} or all of ${label('AUTHORIZATION_URL')}, ${label('TOKEN_URL')} and ${label('USERINFO_URL')} must be set`,
    );
  }
  const scopesInput = input.scopes;
  const scopes = Array.isArray(scopesInput)
    ? scopesInput.map(String)
    : typeof scopesInput === 'string'
      ? scopesInput.split(/[\s,]+/).filter(Boolean)
      : defaultScopes(issuer !== undefined);
  const auth = text('tokenEndpointAuth') ?? 'client_secret_basic';
  if (auth !== 'client_secret_basic' && auth !== 'client_secret_post')
    throw new ConfigError(`${label('TOKEN_AUTH')} must be client_secret_basic or client_secret_post`);
  return {
    clientId,
    ...(text('clientSecret') ? { clientSecret: text('clientSecret') } : {}),
    ...(issuer ? { issuer } : {}),
    ...(authorizationUrl ? { authorizationUrl } : {}),
    ...(tokenUrl ? { tokenUrl } : {}),
    ...(userinfoUrl ? { userinfoUrl } : {}),
    scopes,
    tokenEndpointAuth: auth,
  };
}

/**
 * AIRLOCK_SOCIAL_<PROVIDER>_CLIENT_ID, _CLIENT_SECRET, _ISSUER, _AUTHORIZATION_URL, _TOKEN_URL,
 * _USERINFO_URL, _SCOPES, _TOKEN_AUTH. A provider without a client id is not configured.
 */
export function socialConfigFromEnv(env: NodeJS.ProcessEnv): SocialClientConfigs {
  const configs: SocialClientConfigs = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const name = (field: string) => `AIRLOCK_SOCIAL_${provider.toUpperCase()}_${field}`;
    const read = (field: string) => env[name(field)];
    const fields = ['CLIENT_SECRET', 'ISSUER', 'AUTHORIZATION_URL', 'TOKEN_URL', 'USERINFO_URL', 'SCOPES', 'TOKEN_AUTH'];
    if (!read('CLIENT_ID')) {
      const stray = fields.find((field) => read(field));
      if (stray) throw new ConfigError(`${name(stray)} is set but ${name('CLIENT_ID')} is not`);
      continue;
    }
    configs[provider] = checkSocialClientConfig(name, {
      clientId: read('CLIENT_ID'),
      clientSecret: read('CLIENT_SECRET'),
      issuer: read('ISSUER'),
      authorizationUrl: read('AUTHORIZATION_URL'),
      tokenUrl: read('TOKEN_URL'),
      userinfoUrl: read('USERINFO_URL'),
      scopes: read('SCOPES') || undefined,
      tokenEndpointAuth: read('TOKEN_AUTH') || undefined,
    });
  }
  return configs;
}
