import type { OnrampOrder, OnrampQuote, OnrampUrlResponse } from '@airlock/protocol';
import { createPublicClient, erc20Abi, http, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { randomBytes } from 'node:crypto';
import { buildServer, type AirlockServer } from '../../src/app/build-server';
import type { ChainConfig } from '../../src/config/chain-config';
import { loadServerConfig, type ServerConfig } from '../../src/config/server-config';
import { MasterKey } from '../../src/embedded/master-key';
import { DEMO_PROJECT_ID } from '../../src/projects/project-id';
import type { OpenDatabase } from '../../src/storage/database';
import { TEST_ADMIN_TOKEN } from '../support/test-server';

export const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

/** The on-ramp routes and the sandbox checkout as the Buy views and a visitor's browser call them, through `app.inject`. */
export function onrampClient(server: AirlockServer, projectId = DEMO_PROJECT_ID) {
  const withProject = (path: string) => `${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}`;
  const client = {
    options: (query = '', headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'GET', url: withProject(`/v1/onramp/options${query}`), headers, remoteAddress: '127.0.0.1' }),
    quoteResponse: (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
      server.app.inject({ method: 'POST', url: withProject('/v1/onramp/quote'), payload, remoteAddress }),
    async quote(payload: Record<string, unknown> = {}): Promise<OnrampQuote> {
      const response = await client.quoteResponse({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '50',
        network: 'eip155:31337',
        ...payload,
      });
      if (response.statusCode !== 200) throw new Error(`quote: ${response.statusCode} ${response.body}`);
      return response.json() as OnrampQuote;
    },
    orderResponse: (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
      server.app.inject({ method: 'POST', url: withProject('/v1/generators/onrampurl'), payload, remoteAddress }),
    async order(quote: OnrampQuote, address: Address, network = 'eip155:31337'): Promise<OnrampUrlResponse> {
      const response = await client.orderResponse({
        quoteId: quote.quoteId,
        destinationWallets: [{ address, blockchains: [network] }],
        defaultExperience: 'buy',
      });
      if (response.statusCode !== 200) throw new Error(`onrampurl: ${response.statusCode} ${response.body}`);
      return response.json() as OnrampUrlResponse;
    },
    orderStatusResponse: (id: string) => server.app.inject({ method: 'GET', url: withProject(`/v1/onramp/orders/${id}`) }),
    async orderStatus(id: string): Promise<OnrampOrder> {
      return (await client.orderStatusResponse(id)).json() as OnrampOrder;
    },
    /** The checkout page at the path of the URL onrampurl gave. */
    checkoutPage: (url: string) => server.app.inject({ method: 'GET', url: new URL(url).pathname }),
    pay: (url: string, card: Partial<Record<'number' | 'expiry' | 'cvc' | 'name', string>>) =>
      server.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ number: '', expiry: '12/40', cvc: '123', name: 'Ada Lovelace', ...card }).toString(),
      }),
  };
  return client;
}

export function balances(rpcUrl: string, usdc: Address) {
  const client = createPublicClient({ transport: http(rpcUrl) });
  return async (address: Address) => ({
    eth: await client.getBalance({ address }),
    usdc: await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
  });
}

/** A ready server on `database`, which it leaves open when closed (so a test can restart on it, or close it under the server). */
export async function startServerOn(
  database: OpenDatabase,
  chains: ChainConfig[],
  config: Partial<ServerConfig> = {},
  masterKey = new MasterKey(randomBytes(32)),
): Promise<AirlockServer> {
  const server = await buildServer(
    {
      ...loadServerConfig({}),
      demoProject: true,
      port: 0,
      logLevel: 'silent',
      adminToken: TEST_ADMIN_TOKEN,
      masterKey,
      indexer: 'off' as const,
      chains,
      ...config,
    },
    { database, logger: false },
  );
  await server.app.ready();
  return server;
}
