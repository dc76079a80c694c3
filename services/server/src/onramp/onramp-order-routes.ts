import type { OnrampOrder, OnrampUrlResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { requireProject } from '../access/require-project';
import { serverBaseUrl } from '../http/server-base-url';
import type { Project } from '../projects/project-store';
import { clientAddress } from '../rate-limit/client-address';
import type { OnrampDeps } from './onramp-deps';
import { ONRAMP_ERRORS } from './onramp-errors';
import { ORDER_ID, type OnrampOrderRecord } from './onramp-order-store';
import { onrampOrderView } from './onramp-order-view';
import { onrampUrlBodySchema, orderParamsSchema } from './onramp-request-schemas';
import { CHECKOUT_EXPIRED_REASON, SANDBOX_CHECKOUT_LIFETIME_MS } from './sandbox/sandbox-checkout-lifetime';
import { SANDBOX_PROVIDER_ID } from './sandbox/sandbox-provider';
import { createStatusCheckThrottle } from './status-check-throttle';
import type { SignedQuote } from './quote-token';
import { withTimeout } from './with-timeout';

/** Ten wallets of ten networks each fit easily. */
const ORDER_BODY_LIMIT_BYTES = 16 * 1024;

type OnrampUrlBody = z.infer<typeof onrampUrlBodySchema>;

/**
 * POST /v1/generators/onrampurl (spec §7): the order for the visitor's quote (one per quote) and the provider's checkout
 * to open. GET /v1/onramp/orders/{id}: what the "buy in progress" view polls.
 */
export const onrampOrderRoutes: FastifyPluginAsync<OnrampDeps> = async (app, deps) => {
  const acceptedQuote = async (
    project: Project,
    body: OnrampUrlBody,
    clientIp: string,
  ): Promise<{ quoteId: string; quote: SignedQuote }> => {
    if (body.quoteId !== undefined) {
      const quote = deps.tokens.verify(body.quoteId);
      if (!quote || quote.projectId !== project.id) throw ONRAMP_ERRORS.invalidQuote();
      if (quote.expiresAt <= Date.now()) throw ONRAMP_ERRORS.quoteExpired();
      return { quoteId: body.quoteId, quote };
    }
    // Spec §7's form without a quote: a quote is made for the preset fiat amount (and counted as one).
    if (body.presetFiatAmount === undefined) throw ONRAMP_ERRORS.amountMissing();
    const network = body.defaultNetwork ?? body.destinationWallets[0]!.blockchains[0]!;
    await deps.budgets.quotes.take(project.id, clientIp);
    const { quote, signed } = await deps.quotes.quote(project, {
      purchaseCurrency: body.purchaseCurrency ?? body.destinationWallets[0]!.assets?.[0] ?? 'USDC',
      paymentCurrency: body.paymentCurrency ?? 'USD',
      amount: body.presetFiatAmount,
      network,
      provider: body.provider,
      paymentMethod: body.paymentMethod,
    });
    return { quoteId: quote.quoteId, quote: signed };
  };

  app.post(
    '/v1/generators/onrampurl',
    { preHandler: requireProject(deps.projects), bodyLimit: ORDER_BODY_LIMIT_BYTES },
    async (request): Promise<OnrampUrlResponse> => {
      const body = onrampUrlBodySchema.parse(request.body);
      const project = request.project!;
      const clientIp = clientAddress(request);
      const { quoteId, quote } = await acceptedQuote(project, body, clientIp);
      const provider = deps.quotes.providerFor(project, quote.provider);
      const wallet = body.destinationWallets.find((candidate) => candidate.blockchains.includes(quote.network));
      if (!wallet) throw ONRAMP_ERRORS.walletNotOnNetwork(quote.network);
      await deps.budgets.orders.take(project.id, clientIp);
      const order = await deps.orders.createForQuote({
        quoteId,
        projectId: project.id,
        provider: provider.info.id,
        network: quote.network,
        address: wallet.address,
        paymentMethod: quote.paymentMethod,
        purchaseCurrency: quote.purchaseCurrency,
        purchaseAmount: quote.purchaseAmount,
        paymentCurrency: quote.paymentCurrency,
        paymentSubtotal: quote.paymentSubtotal,
        providerFee: quote.providerFee,
        networkFee: quote.networkFee,
        paymentTotal: quote.paymentTotal,
      });
      if (order.address !== wallet.address) throw ONRAMP_ERRORS.quoteUsedElsewhere();
      const url = await withTimeout(
        provider.checkoutUrl({ serverBaseUrl: serverBaseUrl(deps.config.publicUrls, request), order, clientIp }),
        deps.config.onrampProviderTimeoutMs,
        `${provider.info.name} checkout`,
      ).catch((error: unknown) => {
        request.log.warn({ err: error, provider: provider.info.id }, 'on-ramp checkout URL failed');
        throw ONRAMP_ERRORS.checkoutUnavailable();
      });
      return { url, orderId: order.id };
    },
  );

  const mayAsk = createStatusCheckThrottle();
  /** A pending or processing order of a real provider is asked about (throttled); its answer is stored, a failure only logged. */
  const refreshed = async (order: OnrampOrderRecord): Promise<OnrampOrderRecord> => {
    if (order.status === 'pending' && order.provider === SANDBOX_PROVIDER_ID)
      return (await deps.orders.expireIfOlder(order.id, SANDBOX_CHECKOUT_LIFETIME_MS, CHECKOUT_EXPIRED_REASON)) ?? order;
    if (order.status === 'completed' || order.status === 'failed' || !mayAsk(order.id)) return order;
    const provider = deps.providers.configured.find((candidate) => candidate.info.id === order.provider);
    if (!provider) return order;
    try {
      const status = await withTimeout(provider.orderStatus(order), deps.config.onrampProviderTimeoutMs, `${provider.info.name} order`);
      if (!status || status.status === order.status) return order;
      await deps.orders.update(order.id, status.status, status);
      return (await deps.orders.get(order.id)) ?? order;
    } catch (error) {
      deps.log.warn({ err: error, provider: order.provider, orderId: order.id }, 'on-ramp order status failed: answering the stored state');
      return order;
    }
  };

  app.get('/v1/onramp/orders/:id', { preHandler: requireProject(deps.projects) }, async (request): Promise<OnrampOrder> => {
    const { id } = orderParamsSchema.parse(request.params);
    if (!ORDER_ID.test(id)) throw ONRAMP_ERRORS.invalidOrderId();
    const order = await deps.orders.get(id);
    if (!order || order.projectId !== request.project!.id) throw ONRAMP_ERRORS.orderNotFound();
    return onrampOrderView(await refreshed(order));
  });
};
