import type { ChainConfig } from '../config/chain-config';
import { createRpcTransport, type RpcTransport, type RpcTransportOptions } from './rpc-transport';

export interface ChainTransport {
  config: ChainConfig;
  rpc: RpcTransport;
}

export interface ChainTransports {
  readonly all: readonly ChainTransport[];
  /** By CAIP-2 id (`eip155:1`) or bare chain id (`1`); undefined for an unconfigured chain. */
  find(chainId: string | undefined): ChainTransport | undefined;
  close(): void;
}

/** What every chain's transport is made with, beyond its upstream URLs. */
export type ChainTransportOptions = Pick<RpcTransportOptions, 'maxResponseBytes' | 'concurrency'>;

const shared = new WeakMap<readonly ChainConfig[], ChainTransports>();

function createChainTransports(chains: readonly ChainConfig[], options: ChainTransportOptions): ChainTransports {
  const all = chains.map((config) => ({
    config,
    // Ranking only matters when there is a choice of upstream.
    rpc: createRpcTransport({ ...options, urls: config.rpcUrls, rank: config.rpcUrls.length > 1 }),
  }));
  const byId = new Map<string, ChainTransport>();
  for (const chain of all) {
    byId.set(chain.config.caipNetworkId, chain);
    byId.set(String(chain.config.chainId), chain);
  }
  return {
    all,
    find: (chainId) => (chainId === undefined ? undefined : byId.get(chainId)),
    close: () => all.forEach((chain) => chain.rpc.close()),
  };
}

/**
 * One set of upstream transports per configured chain list, shared by every plugin that talks to
 * chains, so each chain's concurrency bound and de-duplication cover all of them. `options` apply
 * when the set is first made; later calls get that set as it was made.
 */
export function chainTransportsFor(chains: readonly ChainConfig[], options: ChainTransportOptions = {}): ChainTransports {
  let transports = shared.get(chains);
  if (!transports) {
    transports = createChainTransports(chains, options);
    shared.set(chains, transports);
  }
  return transports;
}
