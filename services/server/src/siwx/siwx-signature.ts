import type { ChainClient } from '../blockchain/chain-clients';
import { isRpcUnavailable, rpcUnavailable } from '../blockchain/upstream-failure';
import { SIWX_ERRORS } from './siwx-errors';

/**
 * Whether `signature` signs `message` for `address` on the chain: an EOA's by recovery, without a
 * call; else EIP-1271 (deployed smart accounts, EIP-7702-delegated ones) and ERC-6492
 * (counterfactual ones) through viem's universal validator, an eth_call on the chain.
 * Throws 401 when it does not, 503 when the chain cannot be reached.
 */
export async function verifySiwxSignature(chain: ChainClient, address: `0x${string}`, message: string, signature: `0x${string}`) {
  let valid: boolean;
  try {
    valid = await chain.client.verifyMessage({ address, message, signature, mode: 'eoa' });
  } catch (error) {
    if (isRpcUnavailable(error)) throw rpcUnavailable();
    valid = false;
  }
  if (!valid) throw SIWX_ERRORS.signatureMismatch();
}
