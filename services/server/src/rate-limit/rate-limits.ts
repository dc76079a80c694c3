import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { API_ERRORS, type ApiError } from '../http/api-error';
import { isProjectId } from '../projects/project-id';
import { clientAddress } from './client-address';
import { requestProjectId } from '../access/request-project-id';
import { createWindowBudget, type BudgetAnswer } from './window-budget';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What one request costs against its project budget (default 1); the RPC proxy counts each call of a batch. */
    rateLimitCost?: (request: FastifyRequest) => number;
    /** false: no rate limit at all (health checks). */
    rateLimit?: false;
  }
}

export const RATE_LIMIT_WINDOW_MS = 60_000;
const WINDOW_MS = RATE_LIMIT_WINDOW_MS;
/** Stands for "no known project": random project ids share one budget per IP instead of dodging it. */
const NO_PROJECT = '-';

/** The counter of a project's budget for the request's client; routes that spend more of it later (swap quotes) use it too. */
export const projectBudgetKey = (project: string | undefined, request: FastifyRequest) =>
  `rate-limit:project:${project ?? NO_PROJECT}|${clientAddress(request)}`;

const resetSeconds = (resetMs: number) => String(Math.max(1, Math.ceil(resetMs / 1000)));

function refusal(reply: FastifyReply, limit: string, answer: BudgetAnswer): ApiError {
  const seconds = resetSeconds(answer.resetMs);
  reply.header('x-ratelimit-limit', limit).header('x-ratelimit-remaining', '0').header('x-ratelimit-reset', seconds);
  return API_ERRORS.rateLimited(Number(seconds));
}

/**
 * Two budgets a minute, counted in `deps.counters` (Redis when configured, else memory):
 * 1. per client IP, every HTTP request, checked as the request arrives, before its body is read or
 *    any project is looked up, so floods are turned away cheaply;
 * 2. per project and IP, in cost units (an RPC batch costs one per call), once the body is parsed.
 *    Unknown project ids share one budget per IP.
 * Over either: 429 `Rate Limited` with Retry-After. A rate of 0 turns that budget off.
 * Both are callback hooks that finish at once when their counts and the project are in memory.
 */
export function installRateLimits(app: FastifyInstance, deps: ServerDeps): void {
  const { rateLimitPerMinute, ipRateLimitPerMinute } = deps.config;
  // request.routeOptions builds a fresh object on every read: read once per hook.
  const exempt = ({ config, url }: FastifyRequest['routeOptions']) => config?.rateLimit === false || url === undefined;
  // The helpers take the request's parts as arguments: closures made per request cost more than the checks.

  if (ipRateLimitPerMinute > 0) {
    const budget = createWindowBudget(deps.counters, ipRateLimitPerMinute, WINDOW_MS);
    const limit = String(ipRateLimitPerMinute);
    const decide = (reply: FastifyReply, done: HookHandlerDoneFunction, answer: BudgetAnswer) =>
      done(answer.allowed ? undefined : refusal(reply, limit, answer));
    app.addHook('onRequest', (request, reply, done) => {
      if (exempt(request.routeOptions)) return done();
      const answer = budget.spend(`rate-limit:ip:${clientAddress(request)}`, 1);
      if (answer instanceof Promise) answer.then((settled) => decide(reply, done, settled), done);
      else decide(reply, done, answer);
    });
  }

  if (rateLimitPerMinute > 0) {
    const budget = createWindowBudget(deps.counters, rateLimitPerMinute, WINDOW_MS);
    const limit = String(rateLimitPerMinute);
    const decide = (reply: FastifyReply, done: HookHandlerDoneFunction, answer: BudgetAnswer) => {
      if (!answer.allowed) return done(refusal(reply, limit, answer));
      reply
        .header('x-ratelimit-limit', limit)
        .header('x-ratelimit-remaining', String(answer.remaining))
        .header('x-ratelimit-reset', resetSeconds(answer.resetMs));
      done();
    };
    const spend = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction, project: string, cost: number) => {
      const answer = budget.spend(projectBudgetKey(project, request), cost);
      if (answer instanceof Promise) answer.then((settled) => decide(reply, done, settled), done);
      else decide(reply, done, answer);
    };
    app.addHook('preValidation', (request, reply, done) => {
      const route = request.routeOptions;
      if (exempt(route)) return done();
      const projectId = requestProjectId(request);
      const cost = Math.max(1, route.config?.rateLimitCost?.(request) ?? 1);
      if (!isProjectId(projectId)) return spend(request, reply, done, NO_PROJECT, cost);
      const known = deps.projects.getNow(projectId);
      if (known !== undefined) return spend(request, reply, done, known ? projectId : NO_PROJECT, cost);
      deps.projects.get(projectId).then((found) => spend(request, reply, done, found ? projectId : NO_PROJECT, cost), done);
    });
  }
}
