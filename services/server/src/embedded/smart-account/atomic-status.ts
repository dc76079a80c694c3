import type { Address } from 'viem';
import type { ChainClient } from '../../blockchain/chain-clients';
import type { AccountType } from './account-type';
import { isDelegatedTo } from './delegation-code';

/** EIP-5792's atomic capability: supported (delegated now), ready (delegates on its first batch), unsupported. */
export type AtomicStatus = 'supported' | 'ready' | 'unsupported';

/** How this account runs a batch on this chain: atomically only as a smart account where the chain has a batch executor. */
export async function atomicStatus(chain: ChainClient, type: AccountType, address: Address): Promise<AtomicStatus> {
  const executor = chain.config.batchExecutor;
  if (type !== 'smartAccount' || executor === undefined) return 'unsupported';
  return isDelegatedTo(await chain.client.getCode({ address }), executor) ? 'supported' : 'ready';
}
