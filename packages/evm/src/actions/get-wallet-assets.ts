import type { Network, WalletAsset } from '@airlock/core';
import { getAccount, type Config } from '@wagmi/core';
import { numberToHex } from 'viem';
import { evmChainId } from '../networks/evm-chain-id';
import { parseWalletAssets, supportsAssetDiscovery } from './parse-wallet-assets';

interface RequestingProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/**
 * Asks the connected wallet for the account's assets on `network` (EIP-5792 capability check, then
 * ERC-7811 wallet_getAssets). Undefined when the wallet does not offer asset discovery there.
 */
export async function getWalletAssets(config: Config, address: string, network: Network): Promise<WalletAsset[] | undefined> {
  const { connector } = getAccount(config);
  if (!connector) return undefined;
  const provider = (await connector.getProvider()) as RequestingProvider | undefined;
  if (!provider?.request) return undefined;
  const chainIdHex = numberToHex(evmChainId(network));
  let capabilities: unknown;
  try {
    capabilities = await provider.request({ method: 'wallet_getCapabilities', params: [address, [chainIdHex]] });
  } catch {
    return undefined;
  }
  if (!supportsAssetDiscovery(capabilities, chainIdHex)) return undefined;
  const response = await provider.request({
    method: 'wallet_getAssets',
    params: [{ account: address, chainFilter: [chainIdHex] }],
  });
  return parseWalletAssets(response, chainIdHex, network);
}
