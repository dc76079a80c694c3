import type { PaymentReceipt } from '@airlock/protocol';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import type { ChainClients } from '../blockchain/chain-clients';
import { clientAddress } from '../rate-limit/client-address';
import { PAY_ERRORS } from './pay-errors';
import { attachTransactionBody, createPaymentBody, paymentParams, paymentQuery } from './pay-request-schemas';
import type { PaymentLimit } from './payment-limit';
import type { PaymentStore, StoredPayment } from './payment-store';
import { amountUnitsOf, paymentTokenOf } from './payment-token';
import { verifyPayment } from './payment-verification';

/** A payment's body is a few short fields. */
const PAY_BODY_LIMIT_BYTES = 4 * 1024;

export interface PayRouteOptions {
  deps: ServerDeps;
  store: PaymentStore;
  limit: PaymentLimit;
  chains: ChainClients;
}

/**
 * Pay (issue 22): a dApp's page creates a payment, the modal attaches the one transaction that pays it, and anyone holding
 * the id (the dApp's server) reads the receipt, which says `paid` only once the server checked the mined transaction.
 */
export const payRoutes: FastifyPluginAsync<PayRouteOptions> = async (app, { deps, store, limit, chains }) => {
  const preHandler = requireProject(deps.projects);

  const chainOf = (chainId: number) => {
    const chain = chains.find(String(chainId));
    if (!chain) throw PAY_ERRORS.chainNotServed(chainId);
    return chain;
  };

  /** The project's payment; another project's is as unknown as a missing one. */
  const paymentOf = async (request: FastifyRequest): Promise<StoredPayment> => {
    const { id } = paymentParams.parse(request.params);
    const payment = await store.byId(id);
    if (!payment || payment.projectId !== request.project!.id) throw PAY_ERRORS.notFound();
    return payment;
  };

  /** A pending payment is checked on chain at each read until it is paid or failed. */
  const current = async (payment: StoredPayment): Promise<PaymentReceipt> => {
    const { receipt } = payment;
    if (receipt.status !== 'pending' || !receipt.transactionHash) return receipt;
    const settlement = await verifyPayment(chainOf(receipt.chainId), payment, receipt.transactionHash);
    if (!settlement) return receipt;
    return ((await store.settle(receipt.id, settlement)) ?? payment).receipt;
  };

  app.post('/v1/pay', { preHandler, bodyLimit: PAY_BODY_LIMIT_BYTES }, async (request, reply): Promise<PaymentReceipt> => {
    const body = createPaymentBody.parse(request.body);
    const chain = chainOf(body.chainId);
    const token = paymentTokenOf(chain.config, body.token);
    const { amount, units } = amountUnitsOf(body.amount, token.decimals);
    if (/^0x0{40}$/.test(body.recipient)) throw PAY_ERRORS.zeroRecipient();
    await limit.take(request.project!.id, clientAddress(request));
    const createdBlock = await chain.client.getBlockNumber({ cacheTime: 0 });
    const payment = await store.create({
      projectId: request.project!.id,
      chainId: chain.config.chainId,
      recipient: body.recipient,
      token,
      amount,
      units,
      createdBlock,
    });
    reply.status(201).header('cache-control', 'no-store');
    return payment.receipt;
  });

  app.get('/v1/pay/:id', { preHandler }, async (request, reply): Promise<PaymentReceipt> => {
    paymentQuery.parse(request.query);
    reply.header('cache-control', 'no-store');
    return current(await paymentOf(request));
  });

  app.post('/v1/pay/:id/transaction', { preHandler, bodyLimit: PAY_BODY_LIMIT_BYTES }, async (request, reply): Promise<PaymentReceipt> => {
    const { hash } = attachTransactionBody.parse(request.body);
    const payment = await paymentOf(request);
    reply.header('cache-control', 'no-store');
    if (payment.receipt.transactionHash === hash) return current(payment);
    if (payment.receipt.transactionHash) throw PAY_ERRORS.otherTransaction();
    // A mined transaction that does not pay it is refused, not attached: the payment stays open for the one that does.
    const verdict = await verifyPayment(chainOf(payment.receipt.chainId), payment, hash);
    if (verdict?.status === 'failed') throw PAY_ERRORS.transactionDoesNotPay(verdict.failure);
    const attached = await store.attach(payment.receipt.id, hash);
    switch (attached.outcome) {
      case 'missing':
        throw PAY_ERRORS.notFound();
      case 'other':
        throw PAY_ERRORS.otherTransaction();
      case 'used':
        throw PAY_ERRORS.transactionPaysAnother();
      default:
        return current(attached.payment);
    }
  });
};
