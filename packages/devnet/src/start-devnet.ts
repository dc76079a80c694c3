import { startAnvil, type AnvilProcess } from './anvil-process';
import { DEVNET_ACCOUNTS, type DevnetAccount } from './devnet-accounts';
import { DEVNET_ADDRESSES, type DevnetAddresses } from './devnet-addresses';
import { DEVNET_CHAINS, type DevnetChain } from './devnet-chains';
import { DevnetError } from './devnet-error';
import { findFreePorts } from './free-port';
import { createJsonRpcClient } from './json-rpc-client';
import { startNftMetadataServer, type NftMetadataServer } from './nfts/nft-metadata-server';
import { seedDevnetChain } from './seed-devnet-chain';

export interface StartDevnetOptions {
  /** Ports for the L1 and L2 chain. Default: free ports chosen at start. */
  ports?: readonly [number, number];
  /**
   * Port of the NFT metadata server. Default: a free port. A fixed one keeps the metadata and image
   * URLs an Airlock server stored in an earlier run (its data outlives the devnet) reachable.
   */
  nftMetadataPort?: number;
  /** Interface anvil binds to. Default 127.0.0.1. */
  host?: string;
  /** Receives progress messages. */
  log?: (message: string) => void;
}

export interface Devnet {
  /** The L1 ("Airlock Devnet", 31337) then the L2 ("Airlock Devnet L2", 31338). */
  chains: [DevnetChain, DevnetChain];
  accounts: DevnetAccount[];
  addresses: DevnetAddresses;
  /**
   * The loopback HTTP server of the NFTs' metadata and images (on a free port, on `host`). An
   * Airlock server fetches from it only when its host is on AIRLOCK_NFT_ALLOWED_HOSTS.
   */
  nftMetadata: { url: string; host: string };
  /** Kills both anvil processes and stops the metadata server; resolves once they have exited. Safe to call twice. */
  stop(): Promise<void>;
}

// Free ports found before spawning can still be taken by someone else in between.
const ATTEMPTS_WITH_CHOSEN_PORTS = 3;

async function startBothAnvils(host: string, ports: readonly number[]): Promise<AnvilProcess[]> {
  const results = await Promise.allSettled(
    DEVNET_CHAINS.map((chain, index) => startAnvil({ chainId: chain.chainId, host, port: ports[index]! })),
  );
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(started.map((anvil) => anvil.stop()));
    throw failure.reason;
  }
  return started;
}

async function startAnvils(host: string, ports: StartDevnetOptions['ports']): Promise<AnvilProcess[]> {
  if (ports) return startBothAnvils(host, ports);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startBothAnvils(host, await findFreePorts(host, DEVNET_CHAINS.length));
    } catch (error) {
      const portRace = error instanceof DevnetError && (error.code === 'PORT_IN_USE' || error.code === 'ANVIL_EXITED');
      if (!portRace || attempt >= ATTEMPTS_WITH_CHOSEN_PORTS) throw error;
    }
  }
}

async function startAnvilsAndMetadataServer(
  host: string,
  ports: StartDevnetOptions['ports'],
  metadataPort?: number,
): Promise<[AnvilProcess[], NftMetadataServer]> {
  const [anvils, metadataServer] = await Promise.allSettled([
    startAnvils(host, ports),
    startNftMetadataServer({ host, port: metadataPort }),
  ]);
  if (anvils.status === 'fulfilled' && metadataServer.status === 'fulfilled') return [anvils.value, metadataServer.value];
  if (anvils.status === 'fulfilled') await Promise.all(anvils.value.map((anvil) => anvil.stop()));
  if (metadataServer.status === 'fulfilled') await metadataServer.value.stop();
  throw anvils.status === 'rejected' ? anvils.reason : (metadataServer as PromiseRejectedResult).reason;
}

/** Starts the two Airlock devnet chains and seeds them with tokens, NFTs, Multicall3 and Uniswap V2. */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const startedAt = performance.now();
  const [anvils, metadataServer] = await startAnvilsAndMetadataServer(host, options.ports, options.nftMetadataPort);
  const stop = async (): Promise<void> => {
    await Promise.all([...anvils.map((anvil) => anvil.stop()), metadataServer.stop()]);
  };

  try {
    const listeningAt = performance.now();
    log(`anvil ready in ${Math.round(listeningAt - startedAt)} ms`);
    await Promise.all(anvils.map((anvil) => seedDevnetChain(createJsonRpcClient(anvil.rpcUrl), metadataServer.url)));
    log(`seeded in ${Math.round(performance.now() - listeningAt)} ms`);
  } catch (error) {
    await stop();
    throw error;
  }

  const describeChain = (index: 0 | 1): DevnetChain => ({
    chainId: DEVNET_CHAINS[index].chainId,
    name: DEVNET_CHAINS[index].name,
    rpcUrl: anvils[index]!.rpcUrl,
    port: anvils[index]!.port,
  });
  return {
    chains: [describeChain(0), describeChain(1)],
    accounts: DEVNET_ACCOUNTS.map((account) => ({ ...account })),
    addresses: { ...DEVNET_ADDRESSES },
    nftMetadata: { url: metadataServer.url, host: metadataServer.host },
    stop,
  };
}
