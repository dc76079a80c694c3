import { createPublicClient, custom, isAddressEqual } from 'viem';
import type { ChainClient } from '../blockchain/chain-clients';
import { isRpcUnavailable, rpcUnavailable } from '../blockchain/upstream-failure';
import type { SignerRecovery } from './signer-recovery';

/** A 0x-prefixed signature of whole bytes; ERC-6492 wrapping carries a factory call, so it may be long. */
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/;
const MAX_SIGNATURE_CHARS = 32_768;

/** Whether `signature` has the form of a signature (hex of whole bytes, ERC-6492 wrapping's length at most). */
export function isSignatureHex(signature: string): signature is `0x${string}` {
  return signature.length <= MAX_SIGNATURE_CHARS && SIGNATURE.test(signature);
}

/**
 * viem reports any failed validator call as "not valid", an unreachable node included: this client
 * over the chain's notes such failures, so an outage answers 503, not "not signed".
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
 * Whether `signature` is `address`'s personal_sign (EIP-191) of `message`: an EOA's (an EIP-7702-delegated one and the
 * embedded wallet's too) by recovery, without a call; else EIP-1271 (deployed smart accounts) and ERC-6492
 * (counterfactual ones) through viem's universal validator, an eth_call on `chain`. Throws 503 when the chain cannot
 * be reached to tell. `recovery` recovers the signer (off the event loop when it has threads).
 */
export async function isMessageSignedBy(
  recovery: SignerRecovery,
  chain: ChainClient,
  address: `0x${string}`,
  message: string,
  signature: `0x${string}`,
): Promise<boolean> {
  return (await messageSignerKind(recovery, chain, address, message, signature)) !== undefined;
}

/**
 * As isMessageSignedBy, telling how: `eoa` when the signature recovers to `address` (a key signed; the address is the
 * same on every EVM chain), `contract` when the account's code accepted it on `chain`, undefined when not signed.
 */
export async function messageSignerKind(
  recovery: SignerRecovery,
  chain: ChainClient,
  address: `0x${string}`,
  message: string,
  signature: `0x${string}`,
): Promise<'eoa' | 'contract' | undefined> {
  if (await recoversTo(recovery, address, message, signature)) return 'eoa';
  const { client, unreachable } = outageNotingClient(chain);
  let valid: boolean;
  try {
    valid = await client.verifyMessage({ address, message, signature });
  } catch (error) {
    if (isRpcUnavailable(error) || unreachable()) throw rpcUnavailable();
    valid = false;
  }
  if (!valid && unreachable()) throw rpcUnavailable();
  return valid ? 'contract' : undefined;
}
