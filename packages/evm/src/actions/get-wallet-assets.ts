import type { Network, WalletAsset } from '@airlock/core';
import { getAccount, type Config } from '@wagmi/core';
import { numberToHex, type Hex } from 'viem';
import { evmChainId } from '../networks/evm-chain-id';
import { parseWalletAssets, supportsAssetDiscovery } from './parse-wallet-assets';

interface RequestingProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** Whether a wallet (connector uid), account and chain offer asset discovery; wallets do not change this mid-session. */
export type AssetDiscoveryCache = Map<string, boolean>;

async function offersAssetDiscovery(provider: RequestingProvider, address: string, chainIdHex: Hex): Promise<boolean> {
  try {
    const capabilities = await provider.request({ method: 'wallet_getCapabilities', params: [address, [chainIdHex]] });
    return supportsAssetDiscovery(capabilities, chainIdHex);
  } catch {
    return false;
  }
}

/**
 * Asks the connected wallet for the account's assets on `network` (EIP-5792 capability check, then
 * ERC-7811 wallet_getAssets). Undefined when the wallet does not offer asset discovery there.
 */
export async function getWalletAssets(
  config: Config,
  cache: AssetDiscoveryCache,
  address: string,
  network: Network,
): Promise<WalletAsset[] | undefined> {
  const { connector } = getAccount(config);
  if (!connector) return undefined;
  const provider = (await connector.getProvider()) as RequestingProvider | undefined;
  if (!provider?.request) return undefined;
  const chainIdHex = numberToHex(evmChainId(network));
  const key = `${connector.uid}:${address.toLowerCase()}:${chainIdHex}`;
  let offered = cache.get(key);
  if (offered === undefined) {
    offered = await offersAssetDiscovery(provider, address, chainIdHex);
    cache.set(key, offered);
  }
  if (!offered) return undefined;
  const response = await provider.request({
    method: 'wallet_getAssets',
    params: [{ account: address, chainFilter: [chainIdHex] }],
  });
  return parseWalletAssets(response, chainIdHex, network);
}
