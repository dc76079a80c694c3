import { formatSiwxMessage, SIWX_PATHS, type SiwxMessageFields, type SiwxSessionResponse } from '@airlock/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';

/** Sign in with X as a dApp page and an EOA wallet do it, through `app.inject`. */
export function siwxClient(server: AirlockServer, projectId = DEMO_PROJECT_ID) {
  const withProject = (path: string) => `${path}?projectId=${projectId}`;
  const inject = (options: { method: 'GET' | 'POST'; url: string; payload?: unknown; remoteAddress?: string; token?: string }) =>
    server.app.inject({
      method: options.method,
      url: withProject(options.url),
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      ...(options.payload !== undefined && { payload: options.payload as Record<string, unknown> }),
      ...(options.token !== undefined && { headers: { authorization: `Bearer ${options.token}` } }),
    });

  const client = {
    askNonce: (remoteAddress?: string) => inject({ method: 'POST', url: SIWX_PATHS.nonces, remoteAddress }),
    async nonce(): Promise<string> {
      const response = await client.askNonce();
      if (response.statusCode !== 201) throw new Error(`nonce: ${response.statusCode} ${response.body}`);
      return (response.json() as { nonce: string }).nonce;
    },
    /** The fields of a valid message for `account` on the devnet, for `nonce`; `overrides` change any. */
    fields(account: PrivateKeyAccount, nonce: string, overrides: Partial<SiwxMessageFields> = {}): SiwxMessageFields {
      return {
        domain: 'localhost:5173',
        accountAddress: account.address,
        chainId: 'eip155:31337',
        uri: 'http://localhost:5173',
        version: '1',
        nonce,
        statement: 'Sign in to the Airlock demo',
        issuedAt: new Date().toISOString(),
        ...overrides,
      };
    },
    async signed(account: PrivateKeyAccount, nonce: string, overrides: Partial<SiwxMessageFields> = {}) {
      const message = formatSiwxMessage(client.fields(account, nonce, overrides));
      return { message, signature: await account.signMessage({ message }) };
    },
    postSession: (payload: unknown, remoteAddress?: string) => inject({ method: 'POST', url: SIWX_PATHS.sessions, payload, remoteAddress }),
    /** A fresh account signed in with a fresh nonce. */
    async signIn(account: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey())): Promise<SiwxSessionResponse> {
      const response = await client.postSession(await client.signed(account, await client.nonce()));
      if (response.statusCode !== 201) throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
      return response.json() as SiwxSessionResponse;
    },
    getSession: (id: string) => inject({ method: 'GET', url: SIWX_PATHS.session(id) }),
    revoke: (id: string, token?: string) => inject({ method: 'POST', url: SIWX_PATHS.revoke(id), token }),
    jwks: () => inject({ method: 'GET', url: SIWX_PATHS.jwks }),
  };
  return client;
}

export const messageOf = (response: LightMyRequestResponse) => (response.json() as { message: string }).message;
export const freshAccount = () => privateKeyToAccount(generatePrivateKey());
