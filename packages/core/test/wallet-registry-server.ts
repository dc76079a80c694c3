import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WalletsResponse } from '@airlock/protocol';
import { DEFAULT_REMOTE_FEATURES } from '@airlock/protocol';
// The server's own query rules and registry data, so these tests see what GET /v1/wallets answers.
import { chainMatches } from '../../../services/server/src/wallets/chain-ids';
import { toWalletListing } from '../../../services/server/src/wallets/wallet-listing';
import { walletRegistry } from '../../../services/server/src/wallets/wallet-registry';
import { queryWallets } from '../../../services/server/src/wallets/wallets-query';
import { walletsQuerySchema } from '../../../services/server/src/wallets/wallets-query-schema';

export const REGISTRY_PROJECT = 'b'.repeat(32);

export interface RegistryServerControls {
  url: string;
  /** Every `GET /v1/wallets` query, in arrival order. */
  walletQueries: URLSearchParams[];
  /** Answer `GET /v1/wallets` with this status (503 outage) until set back to 200. */
  status: number;
  /** Hold back answers to the queries this picks until `release()` (loading and out-of-order tests). */
  hold?: (query: URLSearchParams) => boolean;
  release(): void;
  close(): Promise<void>;
}

/** A real HTTP server answering /v1/wallets with the Airlock server's registry and query rules. */
export async function startRegistryServer(): Promise<RegistryServerControls> {
  const held: Array<() => void> = [];
  const controls: RegistryServerControls = {
    url: '',
    walletQueries: [],
    status: 200,
    release: () => held.splice(0).forEach((answer) => answer()),
    close: () => {
      controls.release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body));
    if (url.pathname === '/v1/project/config')
      return send(200, { projectId: REGISTRY_PROJECT, name: 'Registry', features: DEFAULT_REMOTE_FEATURES });
    if (url.pathname.endsWith('/balance')) return send(200, { balances: [] });
    if (url.pathname !== '/v1/wallets') return send(202, {});
    controls.walletQueries.push(url.searchParams);
    if (controls.status !== 200) return send(controls.status, { message: 'Service unavailable' });
    const parsed = walletsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return send(400, { message: parsed.error.message });
    const page = queryWallets(
      walletRegistry.all.map((wallet) => ({ ...wallet, source: 'registry' as const })),
      parsed.data,
    );
    const body: WalletsResponse = { count: page.count, data: page.data.map(toWalletListing) };
    const answer = () => send(200, body);
    if (controls.hold?.(url.searchParams)) held.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  controls.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return controls;
}

export const REGISTRY_WALLETS = walletRegistry.all;

/** Registry wallets supporting one of these chains, as the server matches them. */
export const walletIdsForChains = (chains: readonly string[]) =>
  walletRegistry.all
    .filter((wallet) => wallet.chains.some((supported) => chains.some((wanted) => chainMatches(supported, wanted))))
    .map((wallet) => wallet.id);
