import { type Chain, createPublicClient, custom, type CustomTransport, defineChain, type PublicClient } from 'viem';
import type { ChainConfig } from '../config/chain-config';
import { chainTransportsFor, type ChainTransports } from '../rpc/chain-transports';
import type { RpcTransport } from '../rpc/rpc-transport';

export interface ChainClient {
  config: ChainConfig;
  rpc: RpcTransport;
  /** viem over the same transport, so reads get the proxy's fallback, retries and de-duplication. */
  client: PublicClient;
}

export interface ChainClients {
  readonly all: readonly ChainClient[];
  find(chainId: string | undefined): ChainClient | undefined;
  transports: ChainTransports;
}

export class RpcCallError extends Error {
  override readonly name = 'RpcCallError';
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export function viemChainOf(config: ChainConfig): Chain {
  return defineChain({
    id: config.chainId,
    name: config.name,
    nativeCurrency: { name: config.nativeCurrency.name, symbol: config.nativeCurrency.symbol, decimals: config.nativeCurrency.decimals },
    rpcUrls: { default: { http: config.rpcUrls } },
    contracts: { multicall3: { address: config.multicall3 } },
  });
}

export function viemTransportOf(rpc: RpcTransport): CustomTransport {
  let nextId = 1;
  return custom(
    {
      async request({ method, params }: { method: string; params?: unknown }) {
        const response = await rpc.request({ jsonrpc: '2.0', id: nextId++, method, params });
        if (response.error) throw new RpcCallError(response.error.message, response.error.code, response.error.data);
        return response.result;
      },
    },
    // The transport already retries per spec; viem must not multiply that.
    { retryCount: 0 },
  );
}

const shared = new WeakMap<readonly ChainConfig[], ChainClients>();

/** viem clients for the configured chains, built once and shared across plugins. */
export function chainClientsFor(chains: readonly ChainConfig[]): ChainClients {
  const existing = shared.get(chains);
  if (existing) return existing;
  const transports = chainTransportsFor(chains);
  const all = transports.all.map(({ config, rpc }) => ({
    config,
    rpc,
    client: createPublicClient({ chain: viemChainOf(config), transport: viemTransportOf(rpc), pollingInterval: 250 }) as PublicClient,
  }));
  const byId = new Map<string, ChainClient>();
  for (const chain of all) {
    byId.set(chain.config.caipNetworkId, chain);
    byId.set(String(chain.config.chainId), chain);
  }
  const clients: ChainClients = { all, find: (chainId) => (chainId === undefined ? undefined : byId.get(chainId)), transports };
  shared.set(chains, clients);
  return clients;
}
