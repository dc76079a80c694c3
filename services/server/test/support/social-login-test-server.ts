import { randomBytes } from 'node:crypto';
import type { AirlockServer } from '../../src/app/build-server';
import { MasterKey } from '../../src/embedded/master-key';
import { startLocalOidcProvider, type LocalOidcProvider } from './local-oidc-provider';
import type { StorageKind } from './test-databases';
import { buildTestServer } from './test-server';

export interface SocialLoginTestServer {
  provider: LocalOidcProvider;
  server: AirlockServer;
  close(): Promise<void>;
}

/** A real local OpenID provider and a server with it as `google`, its callback on the frame at `framePort`. */
export async function startSocialLoginTestServer({
  framePort,
  storage,
}: {
  framePort: number;
  storage?: StorageKind;
}): Promise<SocialLoginTestServer> {
  const provider = await startLocalOidcProvider({ redirectUris: [`http://localhost:${framePort}/social/callback`] });
  const server = await buildTestServer({
    ...(storage ? { storage } : {}),
    config: {
      devOutbox: false,
      masterKey: new MasterKey(randomBytes(32)),
      framePort,
      rateLimitPerMinute: 1_000_000,
      socialProviders: {
        google: {
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          issuer: provider.issuer,
          scopes: ['openid', 'profile', 'email'],
          tokenEndpointAuth: 'client_secret_basic',
        },
      },
    },
  }).catch(async (error: unknown) => {
    await provider.close();
    throw error;
  });
  return {
    provider,
    server,
    close: async () => {
      await server.close();
      await provider.close();
    },
  };
}
