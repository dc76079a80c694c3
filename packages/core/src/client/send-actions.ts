import { withPendingTransfer } from '../activity/pending-transfer';
import { refreshAccountBalances } from '../balances/refresh-account-balances';
import { isAirlockError } from '../errors/airlock-error';
import { toChainNodeError } from '../errors/chain-node-error';
import type { SendMessages } from '../i18n/catalogue-types';
import { main as enMain } from '../i18n/locales/en/main';
import { send as enSend } from '../i18n/locales/en/send';
import { chainNodeErrorText } from '../send/chain-node-error-text';
import { sendDraft } from '../send/send-draft';
import { isSendableNft } from '../send/send-asset';
import { sendAssetRequest } from '../send/send-asset-request';
import { sentTransfer } from '../send/sent-transfer';
import type { ClientContext } from './client-context';
import { sendTransaction } from './wallet-actions';

/** What the visitor reads when a send fails: the wallet's refusal, a spec §8 chain node message, or a generic one. */
function sendErrorMessage(context: ClientContext, error: unknown): string {
  const nodeError = toChainNodeError(error);
  if (nodeError) return chainNodeErrorText(nodeError, sendMessages(context));
  if (isAirlockError(error, 'USER_REJECTED')) return (context.locale?.getState().main ?? enMain).errors.userRejected;
  return sendMessages(context).sendFailed;
}

/** The Send view's strings in the modal's locale (English until that locale's have loaded). */
const sendMessages = (context: ClientContext): SendMessages => context.locale?.getState().parts.send ?? enSend;

const textsOf = (context: ClientContext) => {
  const parts = context.locale?.getState().parts;
  return parts?.send && parts.nftSend ? { send: parts.send, nftSend: parts.nftSend } : undefined;
};

/**
 * Estimates the network fee of what the form would send (to the account itself and nothing, or one NFT, while
 * the recipient or amount is not valid yet, which costs about the same). A result for a
 * form that changed meanwhile is dropped.
 */
export async function estimateSendFee(context: ClientContext): Promise<void> {
  const form = context.sendForm.getState();
  const draft = sendDraft(context.chain.getState(), form, textsOf(context));
  if (!draft?.token) return;
  const adapter = context.adapterFor(draft.network.chainNamespace);
  // A wallet that cannot estimate: no fee to wait for (the form marked it pending as it changed).
  if (!adapter.estimateTransactionFee) {
    context.sendForm.setState({ fee: undefined, feeStatus: 'idle' });
    return;
  }
  // An NFT transfer of nothing may revert; one of it costs what the real one will.
  const amount = draft.check.amount ?? (isSendableNft(draft.token) ? 1n : 0n);
  const request = sendAssetRequest(draft.token, draft.address, draft.check.recipient ?? draft.address, amount);
  const unchanged = () => {
    const now = context.sendForm.getState();
    return now.tokenKey === form.tokenKey && now.nft === form.nft && now.amount === form.amount && now.recipient === form.recipient;
  };
  context.sendForm.setState({ feeStatus: 'loading', feeError: undefined });
  try {
    const { gas, feePerGas } = await adapter.estimateTransactionFee({ ...request, from: draft.address, chainId: draft.network.id });
    if (unchanged()) context.sendForm.setState({ fee: gas * feePerGas, feeStatus: 'ready' });
  } catch (error) {
    console.warn('[airlock] fee estimate failed', error);
    if (unchanged())
      context.sendForm.setState({
        fee: undefined,
        feeStatus: 'failed',
        feeError: chainNodeErrorText(toChainNodeError(error), sendMessages(context)) ?? sendMessages(context).feeUnavailable,
      });
  }
}

/** Sends what the preview showed through the client's send path (any wallet), then follows it until mined. */
export async function submitSend(context: ClientContext): Promise<void> {
  const store = context.sendForm;
  const draft = sendDraft(context.chain.getState(), store.getState(), textsOf(context));
  const { amount, recipient, errors } = draft?.check ?? { errors: {} };
  if (!draft?.token || amount === undefined || !recipient || errors.amount || errors.recipient) {
    store.setState({ step: 'form' });
    return;
  }
  store.setState({ step: 'confirming', error: undefined });
  let hash: string;
  try {
    hash = await sendTransaction(context, sendAssetRequest(draft.token, draft.address, recipient, amount));
  } catch (error) {
    if (store.getState().step === 'confirming') store.setState({ step: 'preview', error: sendErrorMessage(context, error) });
    return;
  }
  const transfer = sentTransfer(draft.token, recipient, amount);
  context.transactionHistory.setState((state) => ({ pending: withPendingTransfer(state.pending, hash, transfer) }));
  // A namespace switch meanwhile reset the form: the transaction went out, but this form no longer follows it.
  if (store.getState().step !== 'confirming') return;
  store.setState({ step: 'pending', hash });
  const adapter = context.adapterFor(draft.network.chainNamespace);
  if (!adapter.waitForTransaction) return;
  try {
    const { status } = await adapter.waitForTransaction({ hash, chainId: draft.network.id });
    if (store.getState().hash !== hash) return;
    if (status === 'success') {
      store.setState({ step: 'confirmed' });
      void refreshAccountBalances(context, draft.network.chainNamespace, { force: true });
    } else {
      store.setState({ step: 'failed', error: sendMessages(context).chainNodeErrors.executionRevertedUnknown });
    }
  } catch (error) {
    if (store.getState().hash !== hash) return;
    // Only the chain can say it failed; anything else (the node unreachable, a module that did not load) leaves it unknown.
    const nodeError = toChainNodeError(error);
    if (nodeError?.kind === 'executionReverted')
      store.setState({ step: 'failed', error: chainNodeErrorText(nodeError, sendMessages(context)) });
    else store.setState({ step: 'sent' });
  }
}
