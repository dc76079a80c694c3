import { ERROR_MESSAGES, SwitchNetworkError, type Network } from '@airlock/core';
import { switchChain, type Config } from '@wagmi/core';
import { toSwitchNetworkError } from '../errors/to-switch-network-error';
import { innermostError } from '../errors/provider-error-codes-in-chain';
import { toAddEthereumChainParameter } from '../networks/add-ethereum-chain-parameter';
import { evmChainId } from '../networks/evm-chain-id';

/**
 * wagmi's injected connector answers 4902 by calling wallet_addEthereumChain, then expects the
 * wallet to have switched too (MetaMask does). EIP-3085 lets a wallet add without switching, which
 * wagmi reports as this rejection; the chain is known by then, so one more switch finishes the job.
 */
function addedWithoutSwitching(error: unknown): boolean {
  const cause = innermostError(error);
  return cause instanceof Error && /after adding network/i.test(cause.message);
}

export async function switchWalletNetwork(config: Config, network: Network): Promise<void> {
  const chainId = evmChainId(network);
  if (!config.chains.some((chain) => chain.id === chainId)) {
    throw new SwitchNetworkError({ details: `${ERROR_MESSAGES.chainNotSupported}: ${network.caipNetworkId}` });
  }
  const parameters = { chainId, addEthereumChainParameter: toAddEthereumChainParameter(network) };

  try {
    await switchChain(config, parameters);
  } catch (error) {
    if (!addedWithoutSwitching(error)) throw toSwitchNetworkError(error);
    try {
      await switchChain(config, parameters);
    } catch (retryError) {
      throw toSwitchNetworkError(retryError);
    }
  }
}
