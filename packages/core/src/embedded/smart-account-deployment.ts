import { CONNECTOR_IDS } from '../adapter/connector';
import type { ClientContext } from '../client/client-context';
import { namespaceState, updateAccount } from '../connection/chain-store';
import type { FrameClient } from '../frame/frame-client';

/** Which account on which chain an answer is about: the embedded smart account there, else none. */
function deploymentKey(context: ClientContext): string | undefined {
  const { account, network } = namespaceState(context.chain, 'eip155');
  const smart = account.status === 'connected' && account.connectorId === CONNECTOR_IDS.auth && account.accountType === 'smartAccount';
  return smart && account.address ? `${account.address.toLowerCase()}@${network.caipNetwork?.id ?? ''}` : undefined;
}

/**
 * INIT_SMART_ACCOUNT (spec §7): asks the frame whether the smart account is deployed on the current
 * chain (with EIP-7702, delegated to the batch executor) and keeps the answer in the account state,
 * unless the account or chain changed meanwhile. A frame that cannot tell leaves it unknown.
 */
export async function refreshSmartAccountDeployed(context: ClientContext, frame: FrameClient): Promise<void> {
  const key = deploymentKey(context);
  if (!key) return;
  try {
    const { isDeployed } = await frame.request('INIT_SMART_ACCOUNT', {});
    if (deploymentKey(context) === key) updateAccount(context.chain, 'eip155', { smartAccountDeployed: isDeployed === true });
  } catch {
    // Unknown stays undefined; the next login, reconnect or batch asks again.
  }
}

/** A batch's transaction delegates an account not yet deployed: after one is sent (or its status read), the frame is asked again. */
export function refreshAfterBatch(context: ClientContext, frame: FrameClient, method: string): void {
  if (method !== 'wallet_sendCalls' && method !== 'wallet_getCallsStatus') return;
  if (namespaceState(context.chain, 'eip155').account.smartAccountDeployed !== false) return;
  void refreshSmartAccountDeployed(context, frame);
}

/**
 * Asks once per embedded smart account and chain, after a login, a reconnect or a network switch; forgets the answer when either changes.
 */
export function bindSmartAccountDeployment(context: ClientContext): () => void {
  let asked: string | undefined;
  const sync = () => {
    const key = deploymentKey(context);
    if (key === asked) return;
    asked = key;
    if (namespaceState(context.chain, 'eip155').account.smartAccountDeployed !== undefined)
      updateAccount(context.chain, 'eip155', { smartAccountDeployed: undefined });
    if (key)
      void context.frame?.then(
        (frame) => refreshSmartAccountDeployed(context, frame),
        () => undefined,
      );
  };
  const stop = context.chain.subscribe(sync);
  sync();
  return stop;
}
