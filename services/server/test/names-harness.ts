import { coinTypeOfChain, formatNameRegistrationMessage } from '@airlock/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';

/** ENSIP-11 coin type of the devnet (chain 31337). */
export const DEVNET_COIN_TYPE = coinTypeOfChain(31337);

export const freshAccount = () => privateKeyToAccount(generatePrivateKey());
export const messageOf = (response: LightMyRequestResponse) => (response.json() as { message: string }).message;

/** A unique label of letters and digits, so tests sharing a database never collide. */
export const uniqueLabel = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

/** The name routes as the modal calls them, through `app.inject`. */
type SignOptions = { attributes?: Record<string, string>; timestamp?: number; coinType?: number };

export function namesClient(server: AirlockServer, projectId = DEMO_PROJECT_ID) {
  const withProject = (path: string) => `${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}`;
  const client = {
    get: (path: string) => server.app.inject({ method: 'GET', url: withProject(path), remoteAddress: '127.0.0.1' }),
    post: (payload: unknown, remoteAddress = '127.0.0.1') =>
      server.app.inject({
        method: 'POST',
        url: withProject('/v1/profile/account'),
        payload: payload as Record<string, unknown>,
        remoteAddress,
      }),
    /** A registration of `name` signed by `account` (personal_sign of the protocol's message). */
    async signed(account: PrivateKeyAccount, name: string, options: SignOptions = {}) {
      const message = formatNameRegistrationMessage({
        name,
        attributes: options.attributes ?? {},
        timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
      });
      return {
        coin_type: options.coinType ?? DEVNET_COIN_TYPE,
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      };
    },
    async register(account: PrivateKeyAccount, name: string, options?: SignOptions) {
      return client.post(await client.signed(account, name, options));
    },
  };
  return client;
}
