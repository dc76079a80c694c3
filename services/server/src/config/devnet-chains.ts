import { DEVNET_ADDRESSES, DEVNET_CHAINS, DEVNET_FAUCET_ACCOUNT } from '@airlock/devnet/browser';
import type { ChainConfig } from './chain-config';
import { TOKEN_ICONS } from './token-icons';

/** The two devnet chains as the server sees them, at the given RPC URLs. */
export function devnetChainConfigs(rpcUrls: readonly string[] = DEVNET_CHAINS.map((chain) => `http://127.0.0.1:${chain.defaultPort}`)): ChainConfig[] {
  const faucetAccount = DEVNET_FAUCET_ACCOUNT;
  return DEVNET_CHAINS.map((chain, index) => ({
    caipNetworkId: `eip155:${chain.chainId}`,
    chainId: chain.chainId,
    name: chain.name,
    rpcUrls: [rpcUrls[index] ?? `http://127.0.0.1:${chain.defaultPort}`],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: TOKEN_ICONS.ETH },
    testnet: false,
    tokens: [
      { address: DEVNET_ADDRESSES.usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6, iconUrl: TOKEN_ICONS.USDC },
      { address: DEVNET_ADDRESSES.dai, name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18, iconUrl: TOKEN_ICONS.DAI },
      { address: DEVNET_ADDRESSES.weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18, iconUrl: TOKEN_ICONS.WETH },
    ],
    multicall3: DEVNET_ADDRESSES.multicall3,
    dex: { router: DEVNET_ADDRESSES.uniswapV2Router, factory: DEVNET_ADDRESSES.uniswapV2Factory, wrappedNative: DEVNET_ADDRESSES.weth },
    stablecoin: DEVNET_ADDRESSES.usdc,
    batchExecutor: DEVNET_ADDRESSES.batchExecutor,
    faucet: faucetAccount
      ? { privateKey: faucetAccount.privateKey, nativeAmount: '1', tokenAmounts: { USDC: '100' } }
      : undefined,
  }));
}
