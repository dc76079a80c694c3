import type { SwapBuildResponse, SwapTransaction } from '@airlock/protocol';
import { withPendingTransfer } from '../activity/pending-transfer';
import { convertApi } from '../api/convert-api-client';
import { refreshAccountBalances } from '../balances/refresh-account-balances';
import { activeNamespaceState } from '../connection/chain-store';
import { isAirlockError } from '../errors/airlock-error';
import { ChainNodeError, toChainNodeError } from '../errors/chain-node-error';
import type { SwapFormStore } from '../swap/swap-form-store';
import { swapDraft } from '../swap/swap-draft';
import { swapFailureText } from '../swap/swap-failure-text';
import { isNativeSwapToken, tokenAccount } from '../swap/swap-token-address';
import type { ClientContext } from './client-context';
import { sendSwapBatch } from './swap-smart-account';
import { swapFailureTexts, swapMessages } from './swap-texts';
import { startAccountHistoryWatch } from './start-account-history-watch';
import { sendTransaction } from './wallet-actions';

/** A transaction the server built, as the wallet sends it. */
const requestOf = (tx: SwapTransaction) => ({ to: tx.to, value: BigInt(tx.value || '0'), data: tx.data });

/** Sends `tx` and waits until it is mined; a revert rejects with the chain's error (unknown when the node gave none). */
async function sendAndWait(context: ClientContext, tx: SwapTransaction, onSent: (hash: string) => void): Promise<string> {
  const { namespace, network } = activeNamespaceState(context.chain);
  const hash = await sendTransaction(context, requestOf(tx));
  onSent(hash);
  const adapter = context.adapterFor(namespace);
  if (adapter.waitForTransaction && network.caipNetwork) {
    const { status } = await adapter.waitForTransaction({ hash, chainId: network.caipNetwork.id });
    if (status === 'reverted') throw new ChainNodeError('executionReverted');
  }
  return hash;
}

/**
 * Approve then swap (spec §7 convert routes): an ERC-20 whose allowance is short is approved first (sent and mined),
 * then the swap is built and sent; from the smart account both go as one batch, approved once (the swap built with
 * disableEstimate, as the approval is not mined when it is). Success refreshes the balances and Activity; a failure
 * shows the chain's message (a slippage revert as one the visitor understands).
 */
export async function submitSwap(context: ClientContext, form: SwapFormStore): Promise<void> {
  const state = form.getState();
  const texts = swapMessages(context);
  const current = swapDraft(context.chain.getState(), state, texts);
  const amount = current?.amount?.amount;
  if (!context.api || !current?.from || !current.to || amount === undefined || current.slippage === undefined || state.step !== 'preview')
    return;
  const api = convertApi(context.api);
  const { from, to, network, address } = current;
  const userAddress = `${network.caipNetworkId}:${address}`;
  const approve = state.needsApproval && !isNativeSwapToken(from.address);
  const build = (disableEstimate: boolean) =>
    api.buildTransaction({
      from: from.address,
      to: to.address,
      userAddress,
      amount: amount.toString(),
      eip155: { slippage: current.slippage },
      ...(disableEstimate ? { disableEstimate } : {}),
    });
  const track = (hash: string, routerAddress: string) =>
    context.transactionHistory.setState((history) => ({
      pending: withPendingTransfer(history.pending, hash, {
        kind: 'token',
        recipient: routerAddress,
        amount: amount.toString(),
        decimals: from.decimals,
        symbol: from.symbol,
        ...(isNativeSwapToken(from.address) ? {} : { token: tokenAccount(from.address) }),
      }),
    }));
  // The visitor approved the review's minimum: a transaction built for less (the price moved, the quote was read
  // again) is not sent; the review shows the new quote and asks again.
  const worseThanReviewed = (built: SwapBuildResponse) =>
    current.minimumReceived !== undefined && BigInt(built.toAmountMin) < current.minimumReceived;
  const backToReview = (built: SwapBuildResponse, needsApproval: boolean) => {
    form.setState({ step: 'preview', quote: built.quote, toAmountMin: undefined, needsApproval, error: texts.priceChanged });
  };
  let stage: 'approve' | 'swap' = approve ? 'approve' : 'swap';
  try {
    if (state.batch) {
      form.setState({ step: 'swapping', error: undefined });
      const calls: SwapTransaction[] = [];
      if (approve) calls.push((await api.buildApprove({ userAddress, from: from.address, to: to.address, amount: amount.toString() })).tx);
      const built = await build(approve);
      if (worseThanReviewed(built)) return backToReview(built, state.needsApproval);
      calls.push(built.tx);
      form.setState({ toAmountMin: built.toAmountMin });
      const { hash } = await sendSwapBatch(context, calls, () => undefined);
      form.setState({ hash });
    } else {
      if (approve) {
        form.setState({ step: 'approving', error: undefined });
        const { tx } = await api.buildApprove({ userAddress, from: from.address, to: to.address, amount: amount.toString() });
        await sendAndWait(context, tx, (approveHash) => form.setState({ approveHash }));
      }
      stage = 'swap';
      form.setState({ step: 'swapping', error: undefined });
      const built = await build(false);
      if (worseThanReviewed(built)) return backToReview(built, false);
      form.setState({ toAmountMin: built.toAmountMin });
      await sendAndWait(context, built.tx, (hash) => {
        form.setState({ hash });
        track(hash, built.tx.to);
      });
    }
    form.setState({ step: 'success' });
  } catch (error) {
    const texts = swapFailureTexts(context);
    // The visitor said no in the wallet: back to the preview, nothing sent (an approval already mined stays).
    if (isAirlockError(error, 'USER_REJECTED') || (error as { rpcCode?: unknown }).rpcCode === 4001) {
      form.setState({ step: 'preview', needsApproval: state.needsApproval && stage === 'approve', error: texts.userRejected });
      return;
    }
    console.warn('[airlock] swap failed', error);
    const fallback = stage === 'approve' ? texts.swap.approvalFailed : texts.swap.swapSendFailed;
    // An approval's revert says nothing about slippage.
    const nodeError = stage === 'approve' ? toChainNodeError(error) : undefined;
    const message = stage === 'approve' && nodeError?.kind === 'executionReverted' ? fallback : swapFailureText(error, texts, fallback);
    form.setState({ step: 'failed', error: message });
  } finally {
    void refreshAccountBalances(context, current.network.chainNamespace, { force: true });
    startAccountHistoryWatch(context);
  }
}
