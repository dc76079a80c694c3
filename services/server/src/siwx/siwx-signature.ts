import { createPublicClient, custom, isAddressEqual } from 'viem';
import type { ChainClient } from '../blockchain/chain-clients';
import { isRpcUnavailable, rpcUnavailable } from '../blockchain/upstream-failure';
import type { SignerRecovery } from './signer-recovery';
import { SIWX_ERRORS } from './siwx-errors';

/**
 * viem reports any failed validator call as "not valid", an unreachable node included: this client
 * over the chain's notes such failures, so an outage answers 503, not 401.
 */
function outageNotingClient(chain: ChainClient) {
  let unreachable = false;
  const transport = custom(
    {
      async request(args: { method: string; params?: unknown }) {
        try {
          return await chain.client.request(args as Parameters<typeof chain.client.request>[0]);
        } catch (error) {
          if (isRpcUnavailable(error)) unreachable = true;
          throw error;
        }
      },
    },
    { retryCount: 0 },
  );
  return { client: createPublicClient({ chain: chain.client.chain, transport }), unreachable: () => unreachable };
}

async function recoversTo(recovery: SignerRecovery, address: `0x${string}`, message: string, signature: `0x${string}`): Promise<boolean> {
  const signer = await recovery.recover(message, signature);
  return signer !== undefined && isAddressEqual(signer, address);
}

/**
 * Whether `signature` signs `message` for `address`: an EOA's (an EIP-7702-delegated one and the
 * embedded wallet's too) by recovery, without a call; else EIP-1271 (deployed smart accounts) and
 * ERC-6492 (counterfactual ones) through viem's universal validator, an eth_call on the chain.
 * Throws 401 when it does not, 503 when the chain cannot be reached to tell. `recovery` recovers the signer
 * (off the event loop when it has threads).
 */
export async function verifySiwxSignature(
  recovery: SignerRecovery,
  chain: ChainClient,
  address: `0x${string}`,
  message: string,
  signature: `0x${string}`,
): Promise<void> {
  if (await recoversTo(recovery, address, message, signature)) return;
  const { client, unreachable } = outageNotingClient(chain);
  let valid: boolean;
  try {
    valid = await client.verifyMessage({ address, message, signature });
  } catch (error) {
    if (isRpcUnavailable(error) || unreachable()) throw rpcUnavailable();
    valid = false;
  }
  if (!valid && unreachable()) throw rpcUnavailable();
  if (!valid) throw SIWX_ERRORS.signatureMismatch();
}
