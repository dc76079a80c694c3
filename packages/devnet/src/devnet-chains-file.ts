import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DEVNET_ADDRESSES } from './devnet-addresses';
import { DEVNET_CHAINS } from './devnet-chains';
import { DEVNET_FAUCET_ACCOUNT } from './devnet-faucet-account';
import { DEVNET_TOKENS } from './devnet-tokens';
import { DEVNET_ENS } from './ens/devnet-ens';
import { DEVNET_ENS_RESOLVER_OWNER } from './ens/devnet-ens-resolver-owner';
import { DEVNET_ONRAMP_TREASURY } from './onramp/devnet-onramp-treasury';

/** One chain of an Airlock server chains file (the file the server reads from AIRLOCK_CHAINS_FILE). */
export interface DevnetChainsFileChain {
  chainId: number;
  name: string;
  rpcUrls: string[];
  nativeCurrency: { name: string; symbol: string; decimals: number };
  testnet: boolean;
  tokens: Array<{ address: string; name: string; symbol: string; decimals: number }>;
  multicall3: string;
  dex: { router: string; factory: string; wrappedNative: string };
  /** Swaps through SwapRouter02 over the V2 pairs and the V3 pools at `v3Fees`, quoted by QuoterV2. */
  swap: {
    router: string;
    wrappedNative: string;
    v2Factory: string;
    v3Factory: string;
    quoter: string;
    v3Fees: number[];
    /** The tokens a multi-hop route may pass through. */
    intermediates: string[];
  };
  stablecoin: string;
  batchExecutor: string;
  faucet: { privateKey: string; nativeAmount: string; tokenAmounts: Record<string, string> };
  /**
   * ENS: the universal resolver clients call, and the offchain resolver of `suffix` whose gateway the server is; with
   * `resolverOwnerKey` the server points that resolver at its own gateway URL and signer when it starts.
   */
  ens: {
    registry: string;
    universalResolver: string;
    publicResolver: string;
    offchainResolver: string;
    suffix: string;
    resolverOwnerKey: string;
  };
  /** The sandbox on-ramp delivers purchases on this chain from the treasury whose key this is. */
  onramp: { treasuryKey: string };
}

/** The content of an Airlock server chains file. */
export interface DevnetChainsFile {
  chains: DevnetChainsFileChain[];
}

/**
 * The chains file describing both devnet chains for the Airlock server, at the given RPC URLs (in
 * DEVNET_CHAINS order; a missing one is the chain's default port on 127.0.0.1).
 */
export function devnetChainsFile(rpcUrls: readonly string[] = []): DevnetChainsFile {
  return {
    chains: DEVNET_CHAINS.map((chain, index) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrls: [rpcUrls[index] ?? `http://127.0.0.1:${chain.defaultPort}`],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      testnet: false,
      tokens: [DEVNET_TOKENS.usdc, DEVNET_TOKENS.dai, DEVNET_TOKENS.weth, DEVNET_TOKENS.uni].map(({ address, name, symbol, decimals }) => ({
        address,
        name,
        symbol,
        decimals,
      })),
      multicall3: DEVNET_ADDRESSES.multicall3,
      dex: { router: DEVNET_ADDRESSES.uniswapV2Router, factory: DEVNET_ADDRESSES.uniswapV2Factory, wrappedNative: DEVNET_ADDRESSES.weth },
      swap: {
        router: DEVNET_ADDRESSES.swapRouter02,
        wrappedNative: DEVNET_ADDRESSES.weth,
        v2Factory: DEVNET_ADDRESSES.uniswapV2Factory,
        v3Factory: DEVNET_ADDRESSES.uniswapV3Factory,
        quoter: DEVNET_ADDRESSES.uniswapV3QuoterV2,
        v3Fees: [100, 500, 3000, 10000],
        intermediates: [DEVNET_ADDRESSES.weth, DEVNET_ADDRESSES.usdc, DEVNET_ADDRESSES.dai],
      },
      stablecoin: DEVNET_ADDRESSES.usdc,
      batchExecutor: DEVNET_ADDRESSES.batchExecutor,
      faucet: { privateKey: DEVNET_FAUCET_ACCOUNT.privateKey, nativeAmount: '1', tokenAmounts: { USDC: '100' } },
      ens: {
        registry: DEVNET_ADDRESSES.ensRegistry,
        universalResolver: DEVNET_ADDRESSES.ensUniversalResolver,
        publicResolver: DEVNET_ADDRESSES.ensPublicResolver,
        offchainResolver: DEVNET_ADDRESSES.ensOffchainResolver,
        suffix: DEVNET_ENS.suffix,
        resolverOwnerKey: DEVNET_ENS_RESOLVER_OWNER.privateKey,
      },
      onramp: { treasuryKey: DEVNET_ONRAMP_TREASURY.privateKey },
    })),
  };
}

/** Writes devnetChainsFile(rpcUrls) as JSON to `file` (its directory is made if missing), for AIRLOCK_CHAINS_FILE. */
export async function writeDevnetChainsFile(file: string, rpcUrls: readonly string[] = []): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(devnetChainsFile(rpcUrls), null, 2)}\n`);
}
