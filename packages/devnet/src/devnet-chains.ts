export interface DevnetChainDefinition {
  chainId: number;
  name: string;
  defaultPort: number;
}

/** The two local chains every devnet runs, in start order. */
export const DEVNET_CHAINS = [
  { chainId: 31337, name: 'Airlock Devnet', defaultPort: 8545 },
  { chainId: 31338, name: 'Airlock Devnet L2', defaultPort: 8546 },
] as const satisfies readonly DevnetChainDefinition[];

/** A running devnet chain. */
export interface DevnetChain {
  chainId: number;
  name: string;
  rpcUrl: string;
  port: number;
}
