import { parseEther, type Hex } from 'viem';
import type { Config } from 'wagmi';
import { getCallsStatus, sendCalls } from 'wagmi/actions';
import { BATCH_RECIPIENTS } from './batch-recipients';

export interface BatchOutcome {
  id: string;
  calls: number;
  transactions: Hex[];
  atomic: boolean;
}

const POLL_MS = 500;
const GIVE_UP_MS = 60_000;

export class BatchFailedError extends Error {
  override readonly name = 'BatchFailedError';
}

/**
 * Sends the two transfers as one EIP-5792 batch (wallet_sendCalls), then polls wallet_getCallsStatus
 * until the wallet says it is done. `onSent` fires once the wallet accepted the batch.
 */
export async function sendDemoBatch(config: Config, onSent: (id: string) => void): Promise<BatchOutcome> {
  const { id } = await sendCalls(config, { calls: BATCH_RECIPIENTS.map(({ to, eth }) => ({ to, value: parseEther(eth) })) });
  onSent(id);
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const status = await getCallsStatus(config, { id });
    if (status.status === 'success') {
      return {
        id,
        calls: BATCH_RECIPIENTS.length,
        transactions: (status.receipts ?? []).map((receipt) => receipt.transactionHash),
        atomic: status.atomic,
      };
    }
    if (status.status === 'failure')
      throw new BatchFailedError(`The batch failed (status ${status.statusCode}): no call of an atomic batch took effect.`);
    if (Date.now() > deadline) throw new BatchFailedError('The batch is still pending after 60 seconds.');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
