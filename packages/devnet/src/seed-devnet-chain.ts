import { setTimeout as sleep } from 'node:timers/promises';
import { getAddress, numberToHex, type Hex } from 'viem';
import { DEVNET_DEPLOYER } from './devnet-deployer';
import { DevnetError } from './devnet-error';
import { DEVNET_FAUCET_ACCOUNT } from './devnet-faucet-account';
import { DEVNET_SEED_AMOUNTS } from './devnet-seed-amounts';
import type { JsonRpcClient } from './json-rpc-client';
import { buildDevnetSeedSteps } from './devnet-seed-steps';
import type { SeedTransaction } from './seed-transactions';

interface Receipt {
  status: Hex;
  contractAddress: Hex | null;
}

const DEPLOYER_BALANCE = 10n ** 24n;
const MAX_FEE_PER_GAS = 100_000_000_000n;
// Generous because a loaded CI machine (two cores, many test files each seeding two chains) has
// been seen to need more than 20 s; polling backs off so the wait itself does not load anvil.
const RECEIPT_TIMEOUT_MS = 90_000;
const MAX_POLL_INTERVAL_MS = 100;

async function waitForReceipts(rpc: JsonRpcClient, hashes: Hex[]): Promise<Receipt[]> {
  const receipts = new Map<Hex, Receipt>();
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  let pollInterval = 5;
  for (;;) {
    const missing = hashes.filter((hash) => !receipts.has(hash));
    if (missing.length === 0) return hashes.map((hash) => receipts.get(hash)!);
    const answers = await rpc.batch(missing.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })));
    answers.forEach((receipt, index) => {
      if (receipt) receipts.set(missing[index]!, receipt as Receipt);
    });
    if (receipts.size < hashes.length) {
      if (Date.now() > deadline) {
        throw new DevnetError(
          'SEED_FAILED',
          `Seeding on ${rpc.url} timed out waiting for ${hashes.length - receipts.size} of ${hashes.length} receipts`,
        );
      }
      await sleep(pollInterval);
      pollInterval = Math.min(pollInterval * 2, MAX_POLL_INTERVAL_MS);
    }
  }
}

function checkReceipt(step: SeedTransaction, receipt: Receipt, rpcUrl: string): void {
  if (receipt.status !== '0x1') {
    throw new DevnetError('SEED_FAILED', `Seeding step "${step.label}" reverted on ${rpcUrl}`);
  }
  if (step.expectedAddress && (!receipt.contractAddress || getAddress(receipt.contractAddress) !== step.expectedAddress)) {
    throw new DevnetError(
      'SEED_FAILED',
      `Seeding step "${step.label}" deployed to ${receipt.contractAddress} instead of ${step.expectedAddress} on ${rpcUrl}`,
    );
  }
}

/**
 * Deploys and funds everything on a fresh anvil. All transactions go out in one JSON-RPC batch
 * with explicit nonces, so anvil mines them in order without a round trip per transaction.
 * NFT metadata URIs point at `nftMetadataUrl`, the devnet's metadata server.
 */
export async function seedDevnetChain(rpc: JsonRpcClient, nftMetadataUrl: string): Promise<void> {
  const from = DEVNET_DEPLOYER.address;
  const steps = buildDevnetSeedSteps(nftMetadataUrl);
  await rpc.batch([
    { method: 'anvil_setBalance', params: [from, numberToHex(DEPLOYER_BALANCE)] },
    { method: 'anvil_setBalance', params: [DEVNET_FAUCET_ACCOUNT.address, numberToHex(DEVNET_SEED_AMOUNTS.faucet.eth)] },
    { method: 'anvil_impersonateAccount', params: [from] },
  ]);

  const hashes = (await rpc.batch(
    steps.map((step, nonce) => ({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          ...(step.to && { to: step.to }),
          data: step.data,
          value: numberToHex(step.value ?? 0n),
          gas: numberToHex(step.gas),
          nonce: numberToHex(nonce),
          maxFeePerGas: numberToHex(MAX_FEE_PER_GAS),
          maxPriorityFeePerGas: '0x0',
        },
      ],
    })),
  )) as Hex[];

  const receipts = await waitForReceipts(rpc, hashes);
  steps.forEach((step, index) => checkReceipt(step, receipts[index]!, rpc.url));
  await rpc.request('anvil_stopImpersonatingAccount', [from]);
}
