import type { BalanceResponse, PaymentReceipt } from '@airlock/protocol';
import { activeNamespaceState } from '../connection/chain-store';
import type { Network } from '../network/network';
import type { PayLookup, PayStore } from '../pay/pay-store';
import { paymentCall, paymentUnits } from '../pay/pay-transfer';
import type { ClientContext } from './client-context';
import { loadAccountLookups } from './name-lookups';

const settle = <T>(promise: Promise<T>): Promise<PayLookup<T>> =>
  promise.then(
    (value) => ({ status: 'ready' as const, value }),
    (error: unknown) => {
      console.warn('[airlock] pay lookup failed', error);
      return { status: 'failed' as const };
    },
  );

/** The payer's balance of the payment's token on its chain (the server's balance route, read afresh). */
async function tokenBalanceOf(context: ClientContext, payment: PaymentReceipt, address: string, network: Network): Promise<bigint> {
  const { token } = payment;
  if (token.address === 'native') return (await context.adapterFor('eip155').getBalance({ address, network })).value;
  const response = await context.api!.get<BalanceResponse>(`/v1/account/${address}/balance`, {
    currency: 'usd',
    chainId: network.caipNetworkId,
    forceUpdate: String(Date.now()),
  });
  const held = response.balances.find((balance) => balance.address?.split(':').at(-1)?.toLowerCase() === token.address.toLowerCase());
  if (!held) return 0n;
  const [whole = '0', fraction = ''] = held.quantity.numeric.split('.');
  return BigInt(`${whole}${fraction.padEnd(token.decimals, '0').slice(0, token.decimals)}`);
}

/**
 * What the review shows beside the payment: the payer's balances (the token's and the native currency's, which pays the fee),
 * the network fee's estimate for the transfer, and the recipient's name. Each is read on its own; one that fails shows as
 * unavailable, not as zero.
 */
export async function loadPayReview(context: ClientContext, store: PayStore, network: Network): Promise<void> {
  const { payment } = store.getState();
  const { account } = activeNamespaceState(context.chain);
  const address = account.address;
  const units = payment && paymentUnits(payment);
  if (!payment || !address || units === undefined) return;
  store.setState({ tokenBalance: { status: 'loading' }, nativeBalance: { status: 'loading' }, fee: { status: 'loading' } });
  const adapter = context.adapterFor('eip155');
  const call = paymentCall(payment, units);
  const estimate = adapter.estimateTransactionFee
    ? adapter.estimateTransactionFee({ ...call, from: address, chainId: payment.chainId }).then(({ gas, feePerGas }) => gas * feePerGas)
    : Promise.reject(new Error('the wallet cannot estimate fees'));
  const name = loadAccountLookups().then((lookups) =>
    lookups.profileApi(context.api!).identity(payment.recipient, { chainId: network.caipNetworkId, sender: address }),
  );
  const [tokenBalance, nativeBalance, fee] = await Promise.all([
    settle(tokenBalanceOf(context, payment, address, network)),
    settle(adapter.getBalance({ address, network }).then((balance) => balance.value)),
    settle(estimate),
  ]);
  if (store.getState().payment?.id !== payment.id) return;
  store.setState({ tokenBalance, nativeBalance, fee });
  const identity = await name.catch(() => undefined);
  if (identity?.name && store.getState().payment?.id === payment.id) store.setState({ recipientName: identity.name });
}
