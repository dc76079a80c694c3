import type { SwapTransaction } from '@airlock/protocol';
import { CONNECTOR_IDS } from '../adapter/connector';
import { activeNamespaceState } from '../connection/chain-store';
import { embeddedFrame } from '../embedded/embedded-frame';
import { refreshAfterBatch } from '../embedded/smart-account-deployment';
import { ChainNodeError } from '../errors/chain-node-error';
import type { ClientContext } from './client-context';

/** How often a batch's status is read while it is pending, and for how long. */
const BATCH_POLL_MS = 1_000;
const BATCH_GIVE_UP_MS = 180_000;

/** Whether the active account is the email wallet's smart account, which runs an EIP-5792 batch atomically. */
export function isSmartAccountActive(context: ClientContext): boolean {
  const { namespace, account } = activeNamespaceState(context.chain);
  return (
    namespace === 'eip155' &&
    account.status === 'connected' &&
    account.connectorId === CONNECTOR_IDS.auth &&
    account.accountType === 'smartAccount'
  );
}

/** EIP-5792 status: 100 pending, 200 confirmed, 4xx failed off chain, 5xx reverted on chain, 600 partly reverted. */
type CallsStatus = { status?: number | string; receipts?: Array<{ transactionHash?: string; status?: string }> };

const hex = (value: string) => `0x${BigInt(value).toString(16)}`;

/**
 * Sends `calls` (the approval and the swap) as ONE atomic wallet_sendCalls batch through the secure frame, where the
 * visitor approves it once, then reads wallet_getCallsStatus until it is done. Resolves with the batch's transaction
 * hash; a batch that reverted rejects with the chain's execution reverted error.
 */
export async function sendSwapBatch(context: ClientContext, calls: readonly SwapTransaction[], onSent: (id: string) => void) {
  const { account, network } = activeNamespaceState(context.chain);
  const chain = network.caipNetwork;
  if (!account.address || !chain) throw new Error('No ActiveCaipAddress found');
  const frame = await embeddedFrame(context);
  const rpc = async (method: string, params: unknown) => {
    const result = await frame.request('RPC_REQUEST', { method, params, chainId: chain.id, chainNamespace: 'eip155' });
    refreshAfterBatch(context, frame, method);
    return result;
  };
  const sent = await rpc('wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: hex(String(chain.id)),
      from: account.address,
      atomicRequired: true,
      calls: calls.map((call) => ({ to: call.to, data: call.data, value: hex(call.value || '0') })),
    },
  ]);
  const id = typeof sent === 'string' ? sent : String((sent as { id?: unknown }).id);
  onSent(id);
  const deadline = Date.now() + BATCH_GIVE_UP_MS;
  for (;;) {
    const status = (await rpc('wallet_getCallsStatus', [id])) as CallsStatus;
    const code = typeof status.status === 'number' ? status.status : undefined;
    const word = typeof status.status === 'string' ? status.status.toLowerCase() : undefined;
    const hash = status.receipts?.at(-1)?.transactionHash;
    if (code === 200 || word === 'success' || word === 'confirmed') return { id, hash };
    if ((code !== undefined && code >= 400) || word === 'failure') throw new ChainNodeError('executionReverted');
    if (Date.now() > deadline) return { id, hash: undefined };
    await new Promise((resolve) => setTimeout(resolve, BATCH_POLL_MS));
  }
}
