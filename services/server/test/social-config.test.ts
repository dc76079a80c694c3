import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/config-error';
import { loadServerConfig } from '../src/config/server-config';
import { socialConfigFromEnv } from '../src/embedded/social/social-client-config';

describe('AIRLOCK_SOCIAL_* configuration', () => {
  it('configures no provider by default', () => {
    expect(loadServerConfig({}).socialProviders).toEqual({});
  });

  it('reads an OIDC issuer with default scopes, and explicit OAuth endpoints with their own', () => {
    const configs = socialConfigFromEnv({
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: 'g-id',
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret',
      AIRLOCK_SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com/',
      AIRLOCK_SOCIAL_GITHUB_CLIENT_ID: 'gh-id',
      AIRLOCK_SOCIAL_GITHUB_AUTHORIZATION_URL: 'https://github.com/login/oauth/authorize',
      AIRLOCK_SOCIAL_GITHUB_TOKEN_URL: 'https://github.com/login/oauth/access_token',
      AIRLOCK_SOCIAL_GITHUB_USERINFO_URL: 'https://api.github.com/user',
      AIRLOCK_SOCIAL_GITHUB_SCOPES: 'read:user user:email',
      AIRLOCK_SOCIAL_GITHUB_TOKEN_AUTH: 'client_secret_post',
    });
    expect(configs.google).toEqual({
      clientId: 'g-id',
      clientSecret: 'g-secret',
      issuer: 'https://accounts.google.com',
      scopes: ['openid', 'profile', 'email'],
      tokenEndpointAuth: 'client_secret_basic',
    });
    expect(configs.github).toMatchObject({
      clientId: 'gh-id',
      scopes: ['read:user', 'user:email'],
      tokenEndpointAuth: 'client_secret_post',
      userinfoUrl: 'https://api.github.com/user',
    });
    expect(Object.keys(configs)).toEqual(['google', 'github']);
  });

  it('stops the start with the variable named when a setting is unusable', () => {
    expect(() => socialConfigFromEnv({ AIRLOCK_SOCIAL_X_CLIENT_SECRET: 's' })).toThrow(
      new ConfigError('AIRLOCK_SOCIAL_X_CLIENT_SECRET is set but AIRLOCK_SOCIAL_X_CLIENT_ID is not'),
    );
    expect(() => socialConfigFromEnv({ AIRLOCK_SOCIAL_DISCORD_CLIENT_ID: 'd' })).toThrow(
      /AIRLOCK_SOCIAL_DISCORD_ISSUER or all of AIRLOCK_SOCIAL_DISCORD_AUTHORIZATION_URL/,
    );
    expect(() => socialConfigFromEnv({ AIRLOCK_SOCIAL_APPLE_CLIENT_ID: 'a', AIRLOCK_SOCIAL_APPLE_ISSUER: 'ftp://apple' })).toThrow(
      'AIRLOCK_SOCIAL_APPLE_ISSUER must be an http(s) URL',
    );
    expect(() =>
      socialConfigFromEnv({
        AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: 'g',
        AIRLOCK_SOCIAL_GOOGLE_ISSUER: 'https://a',
        AIRLOCK_SOCIAL_GOOGLE_TOKEN_AUTH: 'none',
      }),
    ).toThrow('AIRLOCK_SOCIAL_GOOGLE_TOKEN_AUTH must be');
  });
});
