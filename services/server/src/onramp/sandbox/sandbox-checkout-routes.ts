import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isRpcUnavailable } from '../../blockchain/upstream-failure';
import type { ChainClients } from '../../blockchain/chain-clients';
import { isDatabaseUnavailable } from '../../storage/database-unavailable';
import { ORDER_ID, type OnrampOrderRecord, type OnrampOrderStore } from '../onramp-order-store';
import { CHECKOUT_CSP } from './checkout-page-style';
import { checkoutFormPage, checkoutMessagePage, checkoutStatusPage, type CheckoutOrderView } from './checkout-page';
import { judgeCard, type CardForm } from './sandbox-cards';
import { CHECKOUT_EXPIRED_REASON, SANDBOX_CHECKOUT_LIFETIME_MS } from './sandbox-checkout-lifetime';
import { SANDBOX_CHECKOUT_PATH, SANDBOX_PROVIDER_ID } from './sandbox-provider';
import type { SandboxTreasury } from './sandbox-treasury';
import { TREASURY_EMPTY_REASON, TreasuryEmptyError } from './treasury-empty-error';

/** Four short fields. */
const FORM_BODY_LIMIT_BYTES = 2 * 1024;
const FIELD_MAX = 64;

export interface SandboxCheckoutOptions {
  orders: OnrampOrderStore;
  treasury: SandboxTreasury;
  chains: ChainClients;
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CHECKOUT_CSP)
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(html);
}

function formOf(body: unknown): CardForm {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const field = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).slice(0, FIELD_MAX) : '');
  return { number: field('number'), expiry: field('expiry'), cvc: field('cvc'), name: field('name') };
}

/**
 * The sandbox provider's checkout (GET shows the order and a card form, POST pays): plain HTML, no script, under a CSP
 * that allows only its own hashed style and forms posted to itself. A test card that succeeds delivers the purchase
 * from the devnet treasury, once however often or however concurrently the form is posted.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsync<SandboxCheckoutOptions> = async (app, { orders, treasury, chains }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const viewOf = (order: OnrampOrderRecord): CheckoutOrderView => ({
    order,
    networkName: chains.find(order.network)?.config.name ?? order.network,
  });

  const findOrder = async (id: string): Promise<OnrampOrderRecord | undefined> => {
    if (!ORDER_ID.test(id)) return undefined;
    const order = await orders.get(id);
    if (order?.provider !== SANDBOX_PROVIDER_ID) return undefined;
    return order.status === 'pending' ? orders.expireIfOlder(id, SANDBOX_CHECKOUT_LIFETIME_MS, CHECKOUT_EXPIRED_REASON) : order;
  };

  const notFound = (reply: FastifyReply) =>
    send(reply, 404, checkoutMessagePage('Order not found', 'This checkout link is not valid. Start the purchase again from the app.'));

  const failedPage = (reply: FastifyReply, error: unknown) => {
    if (isDatabaseUnavailable(error) || isRpcUnavailable(error)) {
      reply.header('retry-after', '5');
      return send(
        reply,
        503,
        checkoutMessagePage('Try again shortly', 'The checkout is unavailable right now. Reload this page in a moment.'),
      );
    }
    throw error;
  };

  const empty = { number: '', expiry: '', cvc: '', name: '' };

  app.get<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}/:id`, async (request, reply) => {
    try {
      const order = await findOrder(request.params.id);
      if (!order) return notFound(reply);
      return send(reply, 200, order.status === 'pending' ? checkoutFormPage(viewOf(order), empty) : checkoutStatusPage(viewOf(order)));
    } catch (error) {
      return failedPage(reply, error);
    }
  });

  app.post<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}/:id`, async (request, reply) => {
    try {
      const order = await findOrder(request.params.id);
      if (!order) return notFound(reply);
      if (order.status !== 'pending') return send(reply, 200, checkoutStatusPage(viewOf(order)));
      const form = formOf(request.body);
      const refusal = judgeCard(form);
      if (refusal) return send(reply, refusal.declined ? 402 : 400, checkoutFormPage(viewOf(order), form, refusal));
      const claimed = await orders.claim(order.id);
      // Another request paid it first: show how that payment stands, send nothing more.
      if (!claimed) return send(reply, 200, checkoutStatusPage(viewOf((await orders.get(order.id))!)));
      try {
        const done = await treasury.deliver(claimed);
        return send(reply, 200, checkoutStatusPage(viewOf(done)));
      } catch (error) {
        if (!(error instanceof TreasuryEmptyError)) throw error;
        request.log.warn({ network: error.network, detail: error.detail, orderId: order.id }, 'on-ramp sandbox treasury is empty');
        reply.header('retry-after', '60');
        return send(reply, 503, checkoutMessagePage('Payment failed', TREASURY_EMPTY_REASON));
      }
    } catch (error) {
      return failedPage(reply, error);
    }
  });
};
