import { type Address, createWalletClient, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type ChainClient, viemChainOf, viemTransportOf } from '../blockchain/chain-clients';

/** The offchain resolver as the server configures it (packages/devnet/contracts/ens/OffchainResolver.sol). */
export const offchainResolverAbi = parseAbi([
  'function owner() view returns (address)',
  'function url() view returns (string)',
  'function setUrl(string newUrl)',
  'function isSigner(address) view returns (bool)',
  'function setSigner(address signer, bool allowed)',
]);

const RECEIPT_TIMEOUT_MS = 30_000;

/** The chains file names a resolver owner key that does not own the resolver: no retry helps. */
export class ResolverOwnerMismatchError extends Error {
  override readonly name = 'ResolverOwnerMismatchError';
}

/**
 * Makes the chain's offchain resolver send lookups to `url` and accept `signer`, from the owner key of the chains
 * file. Returns what it changed (nothing when the resolver already pointed here).
 */
export async function pointOffchainResolverAt(chain: ChainClient, url: string, signer: Address): Promise<Array<'url' | 'signer'>> {
  const { offchainResolver: address, resolverOwnerKey } = chain.config.ens ?? {};
  if (!address || !resolverOwnerKey) return [];
  const account = privateKeyToAccount(resolverOwnerKey);
  const read = <name extends 'owner' | 'url'>(functionName: name) =>
    chain.client.readContract({ address, abi: offchainResolverAbi, functionName });
  const [owner, currentUrl, trusted] = await Promise.all([
    read('owner'),
    read('url'),
    chain.client.readContract({ address, abi: offchainResolverAbi, functionName: 'isSigner', args: [signer] }),
  ]);
  if (owner !== account.address)
    throw new ResolverOwnerMismatchError(`the resolver ${address} is owned by ${owner}, not by ens.resolverOwnerKey's ${account.address}`);

  const wallet = createWalletClient({ account, chain: viemChainOf(chain.config), transport: viemTransportOf(chain.rpc) });
  const changed: Array<'url' | 'signer'> = [];
  const sent: `0x${string}`[] = [];
  // Sent one after the other (each takes the next nonce), then awaited together.
  if (currentUrl !== url) {
    sent.push(await wallet.writeContract({ address, abi: offchainResolverAbi, functionName: 'setUrl', args: [url] }));
    changed.push('url');
  }
  if (!trusted) {
    sent.push(await wallet.writeContract({ address, abi: offchainResolverAbi, functionName: 'setSigner', args: [signer, true] }));
    changed.push('signer');
  }
  const receipts = await Promise.all(sent.map((hash) => chain.client.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS })));
  const reverted = receipts.find((receipt) => receipt.status !== 'success');
  if (reverted) throw new Error(`transaction ${reverted.transactionHash} to the resolver ${address} reverted`);
  return changed;
}
