import type { Balance, Network } from '@airlock/core';
import { getBalance, type Config } from '@wagmi/core';
import { createPublicClient, http, type Address } from 'viem';
import { evmChainId } from '../networks/evm-chain-id';
import { toViemChain } from '../networks/to-viem-chain';

/** The native-currency balance, read from the network's RPC (the wallet is not asked). */
export async function getNativeBalance(config: Config, address: string, network: Network): Promise<Balance> {
  const chainId = evmChainId(network);
  const { decimals, symbol } = network.nativeCurrency;
  if (config.chains.some((chain) => chain.id === chainId)) {
    const { value } = await getBalance(config, { address: address as Address, chainId });
    return { value, decimals, symbol };
  }
  const client = createPublicClient({ chain: toViemChain(network), transport: http(network.rpcUrls.default.http[0]) });
  return { value: await client.getBalance({ address: address as Address }), decimals, symbol };
}
