import type { FastifyRequest } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { API_ERRORS } from '../http/api-error';
import { projectBudgetKey, RATE_LIMIT_WINDOW_MS } from '../rate-limit/rate-limits';
import { createWindowBudget } from '../rate-limit/window-budget';

/** What one quote read from the node costs, like one call through the RPC proxy. */
const QUOTE_COST = 1;

/**
 * Spends a quote read against the request's project budget (the same counter the rate-limit hook and the RPC proxy
 * count in: one atomic INCR in Redis when shared); throws 429 Rate Limited when it is spent.
 */
export function createQuoteBudget(deps: ServerDeps): (request: FastifyRequest) => Promise<void> {
  const limit = deps.config.rateLimitPerMinute;
  if (limit <= 0) return async () => undefined;
  const budget = createWindowBudget(deps.counters, limit, RATE_LIMIT_WINDOW_MS);
  return async (request) => {
    const answer = await budget.spend(projectBudgetKey(request.project?.id, request), QUOTE_COST);
    if (!answer.allowed) throw API_ERRORS.rateLimited(Math.max(1, Math.ceil(answer.resetMs / 1000)));
  };
}
