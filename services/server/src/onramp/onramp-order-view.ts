import type { OnrampOrder } from '@airlock/protocol';
import type { OnrampOrderRecord } from './onramp-order-store';

/** An order as GET /v1/onramp/orders/{id} answers it. */
export function onrampOrderView(order: OnrampOrderRecord): OnrampOrder {
  const fiat = (amount: string) => ({ amount, currency: order.paymentCurrency });
  return {
    id: order.id,
    provider: order.provider,
    status: order.status,
    network: order.network,
    address: order.address,
    purchaseAmount: { amount: order.purchaseAmount, currency: order.purchaseCurrency },
    paymentTotal: fiat(order.paymentTotal),
    paymentSubtotal: fiat(order.paymentSubtotal),
    providerFee: fiat(order.providerFee),
    networkFee: fiat(order.networkFee),
    ...(order.status === 'completed' && order.transactionHash ? { transactionHash: order.transactionHash } : {}),
    ...(order.status === 'failed' && order.failureReason ? { failureReason: order.failureReason } : {}),
  };
}
