/** One JSON-RPC call to a devnet chain. */
async function call<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method} on ${rpcUrl}: ${body.error.message}`);
  return body.result as T;
}

/**
 * Takes an anvil snapshot of every chain; the function it resolves with puts each chain back to it
 * (balances, nonces, contracts, block number), as a fresh devnet would be for the next test file.
 */
export async function snapshotChains(rpcUrls: readonly string[]): Promise<() => Promise<void>> {
  const snapshots = await Promise.all(rpcUrls.map((rpcUrl) => call<string>(rpcUrl, 'evm_snapshot')));
  return async () => {
    const reverted = await Promise.all(rpcUrls.map((rpcUrl, index) => call<boolean>(rpcUrl, 'evm_revert', [snapshots[index]])));
    const failed = rpcUrls.filter((_, index) => reverted[index] !== true);
    if (failed.length > 0) throw new Error(`evm_revert refused on ${failed.join(', ')}`);
  };
}
