import { rpcProxyUrl, type Balance, type Network } from '@airlock/core';
import { getBalance, type Config } from '@wagmi/core';
import { createClient, http, type Address } from 'viem';
import { getBalance as readBalance } from 'viem/actions';
import { evmChainId } from '../networks/evm-chain-id';
import { toViemChain } from '../networks/to-viem-chain';

/**
 * The native-currency balance, read through the same RPC as every other read (the wallet is not
 * asked): the wagmi config's transport for a configured network; for any other network, the
 * Airlock server's RPC proxy when there is one, else the network's own RPC URL.
 */
export async function getNativeBalance(
  config: Config,
  address: string,
  network: Network,
  rpcProxy?: { apiUrl: string; projectId: string },
): Promise<Balance> {
  const chainId = evmChainId(network);
  const { decimals, symbol } = network.nativeCurrency;
  if (config.chains.some((chain) => chain.id === chainId)) {
    const { value } = await getBalance(config, { address: address as Address, chainId });
    return { value, decimals, symbol };
  }
  const url = rpcProxy ? rpcProxyUrl(rpcProxy.apiUrl, rpcProxy.projectId, network.caipNetworkId) : network.rpcUrls.default.http[0];
  const client = createClient({ chain: toViemChain(network), transport: http(url) });
  return { value: await readBalance(client, { address: address as Address }), decimals, symbol };
}
