import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { chainClientsFor } from '../blockchain/chain-clients';
import { isRpcUnavailable, rpcUnavailable } from '../blockchain/upstream-failure';
import { configuredOnrampProviders } from './configured-onramp-providers';
import { createOnrampBudgets } from './onramp-budgets';
import { createOnrampCatalogue } from './onramp-catalogue';
import type { OnrampDeps } from './onramp-deps';
import { onrampOptionsRoutes } from './onramp-options-routes';
import { createOnrampOrderStore } from './onramp-order-store';
import { onrampOrderRoutes } from './onramp-order-routes';
import { onrampProvidersOf } from './onramp-providers';
import { createOnrampQuotes } from './onramp-quotes';
import { onrampQuoteRoutes } from './onramp-quote-routes';
import { createQuoteTokens } from './quote-token';
import { sandboxCheckoutRoutes } from './sandbox/sandbox-checkout-routes';
import { sandboxChains } from './sandbox/sandbox-provider';
import { createSandboxTreasury } from './sandbox/sandbox-treasury';

/** Orders a stopped or failed send left processing are looked at again this often (and once at start). */
const RECOVERY_INTERVAL_MS = 30_000;

/**
 * The on-ramp (spec §7): options, quotes, checkout URLs and orders of the providers a project enables among those this
 * server has (the sandbox on devnet chains, real providers with the operator's keys); the sandbox's checkout page.
 */
export const onrampPlugin: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  app.setErrorHandler((error) => {
    throw isRpcUnavailable(error) ? rpcUnavailable() : error;
  });
  const chains = chainClientsFor(deps.chains);
  const providers = onrampProvidersOf(configuredOnrampProviders(deps, chains));
  const tokens = createQuoteTokens(deps.embedded.masterKey);
  const orders = createOnrampOrderStore(deps.database.db);
  const onramp: OnrampDeps = {
    ...deps,
    providers,
    catalogue: createOnrampCatalogue(deps.log, deps.config.onrampProviderTimeoutMs),
    quotes: createOnrampQuotes({ providers, tokens, log: deps.log, timeoutMs: deps.config.onrampProviderTimeoutMs }),
    tokens,
    orders,
    budgets: createOnrampBudgets(deps.counters, deps.config),
  };
  await app.register(onrampOptionsRoutes, onramp);
  await app.register(onrampQuoteRoutes, onramp);
  await app.register(onrampOrderRoutes, onramp);
  if (sandboxChains(chains).length === 0) return;

  const treasury = createSandboxTreasury({ chains, orders, log: deps.log });
  await app.register(sandboxCheckoutRoutes, { orders, treasury, chains });
  // PGlite is one process (its data directory is locked): anything processing at start was left by a stopped process.
  // PostgreSQL may be shared by live processes: only orders idle for the grace period are taken.
  const idleMs = deps.database.kind === 'pglite' ? 0 : deps.config.onrampRecoveryGraceMs;
  let running: Promise<void> = Promise.resolve();
  const recover = () => {
    running = treasury
      .recover(idleMs)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'on-ramp sandbox: could not look at processing orders'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    recover();
    timer = setInterval(recover, RECOVERY_INTERVAL_MS).unref();
  });
  // A recovery under way finishes before the database closes under it.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
