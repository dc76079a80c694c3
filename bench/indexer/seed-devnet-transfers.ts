import { DEVNET_ACCOUNTS, type Devnet } from '@airlock/devnet';
import { encodeFunctionData, erc20Abi, parseGwei, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** What seeding put on the chain. */
export interface SeededTransfers {
  transfers: number;
  blocks: number;
  /** The chain's head once seeded. */
  head: number;
}

const SENDERS = DEVNET_ACCOUNTS.slice(0, 10);
const RECIPIENT_COUNT = 500;
const GAS = { native: 21_000n, erc20: 80_000n };

async function rpc<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const answer = (await response.json()) as
    | { result?: unknown; error?: { message: string } }
    | { result?: unknown; error?: { message: string } }[];
  for (const reply of Array.isArray(answer) ? answer : [answer]) {
    if (reply.error) throw new Error(`devnet refused a seeding call: ${reply.error.message}`);
  }
  return (Array.isArray(answer) ? answer.map((reply) => reply.result) : answer.result) as T;
}

const call = (method: string, params: unknown[] = [], id = 1) => ({ jsonrpc: '2.0', id, method, params });

/**
 * `count` transfers on the devnet's L1, `perBlock` to a block, alternately ETH and USDC, sent by
 * the ten devnet accounts to 500 fresh addresses: automine off, each block's transactions signed
 * here and sent as one JSON-RPC batch, then `evm_mine`. Automine is back on afterwards.
 */
export async function seedDevnetTransfers(devnet: Devnet, count: number, perBlock: number): Promise<SeededTransfers> {
  const chain = devnet.chains[0];
  const url = chain.rpcUrl;
  const usdc = devnet.addresses.usdc;
  const senders = SENDERS.map((entry) => privateKeyToAccount(entry.privateKey));
  const recipients: Address[] = Array.from({ length: RECIPIENT_COUNT }, () => privateKeyToAccount(generatePrivateKey()).address);
  const nonces = await rpc<Hex[]>(
    url,
    senders.map((sender, index) => call('eth_getTransactionCount', [sender.address, 'pending'], index)),
  );
  const next = nonces.map((nonce) => Number(nonce));
  const start = Number(await rpc<Hex>(url, call('eth_blockNumber')));
  await rpc(url, call('evm_setAutomine', [false]));
  try {
    let sent = 0;
    let blocks = 0;
    while (sent < count) {
      const batch: ReturnType<typeof call>[] = [];
      for (let slot = 0; slot < perBlock && sent < count; slot++, sent++) {
        const from = sent % senders.length;
        const to = recipients[sent % recipients.length]!;
        const fee = {
          maxFeePerGas: parseGwei('50'),
          maxPriorityFeePerGas: parseGwei('1'),
          chainId: chain.chainId,
          nonce: next[from]!++,
          type: 'eip1559' as const,
        };
        const signed =
          sent % 2 === 0
            ? await senders[from]!.signTransaction({ ...fee, to, value: BigInt(1_000_000_000 + sent), gas: GAS.native })
            : await senders[from]!.signTransaction({
                ...fee,
                to: usdc,
                gas: GAS.erc20,
                data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, BigInt(1 + sent)] }),
              });
        batch.push(call('eth_sendRawTransaction', [signed], slot));
      }
      await rpc(url, batch);
      await rpc(url, call('evm_mine'));
      blocks += 1;
    }
    const head = Number(await rpc<Hex>(url, call('eth_blockNumber')));
    if (head - start !== blocks) throw new Error(`seeding mined ${head - start} blocks, expected ${blocks}`);
    const last = await rpc<{ transactions: string[] }>(url, call('eth_getBlockByNumber', [`0x${head.toString(16)}`, false]));
    if (last.transactions.length !== count - (blocks - 1) * perBlock)
      throw new Error(`the last seeded block holds ${last.transactions.length} transactions`);
    return { transfers: sent, blocks, head };
  } finally {
    await rpc(url, call('evm_setAutomine', [true]));
  }
}
