import { numberToHex, type Address } from 'viem';

/** Gives `address` a balance on a local anvil chain (anvil_setBalance). */
export async function fundAccount(rpcUrl: string, address: Address, wei: bigint): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, numberToHex(wei)] }),
  });
  const body = (await response.json()) as { error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
}
