import type { FastifyBaseLogger } from 'fastify';
import type { Hash } from 'viem';
import type { ChainClient } from '../../blockchain/chain-clients';
import type { FeeRequest } from '../fees/fee-plan';
import type { SealedKey } from '../sealed-key';
import type { createEmbeddedTransactionSender } from '../routes/embedded-transaction';
import { refuseIfPredictedToRevert } from './revert-prediction';
import type { BatchCall } from './wallet-calls-params';

/** Gas for a call the node says reverts: it may depend on an earlier call of the batch not yet mined. */
export const GAS_PER_CALL_IF_REVERTING = 300_000n;

/**
 * An eoa's batch: each call its own transaction, in order, each one first checked by the node on the
 * pending state (with the calls before it sent). When the node refuses or predicts a revert of a
 * later call, the ones already sent stand and the rest are not sent (wallet_getCallsStatus reports
 * the batch partly done); when it refuses the first, nothing was sent and the refusal is the answer.
 */
export async function sendSequentialBatch(input: {
  sender: ReturnType<typeof createEmbeddedTransactionSender>;
  chain: ChainClient;
  key: SealedKey;
  calls: BatchCall[];
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The gas and fees the user approved, one set per call (checked against the caps again); else the network's estimate. */
  fees?: FeeRequest[];
}): Promise<Hash[]> {
  const { sender, chain, key, calls, log, fees } = input;
  const hashes: Hash[] = [];
  for (const [index, call] of calls.entries()) {
    try {
      await refuseIfPredictedToRevert(chain, key.address, call);
      hashes.push(
        await sender.send(
          chain,
          key,
          { to: call.to, value: call.value, data: call.data, ...fees?.[index] },
          { gasIfReverting: GAS_PER_CALL_IF_REVERTING },
        ),
      );
    } catch (error) {
      if (hashes.length === 0) throw error;
      log.warn(
        { sent: hashes.length, calls: calls.length, reason: (error as Error).message },
        'wallet_sendCalls stopped after a refused call',
      );
      break;
    }
  }
  return hashes;
}
