import { startDevnet } from '@airlock/devnet';

export interface LocalChain {
  chainId: number;
  rpcUrl: string;
}

export interface LocalChains {
  chains: LocalChain[];
  stop(): Promise<void>;
}

/** The two seeded Airlock devnet chains (31337, 31338) on free ports. */
export async function startLocalChains(): Promise<LocalChains> {
  const devnet = await startDevnet();
  return {
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    stop: () => devnet.stop(),
  };
}
