import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { accountHistoryPlugin } from '../account-history/account-history-plugin';
import { resolveAdminToken, type AdminToken } from '../admin/admin-token';
import { createMemoryCache } from '../cache/memory-cache';
import { createRedisCache } from '../cache/redis-cache';
import { createResilientCache } from '../cache/resilient-cache';
import type { ServerConfig } from '../config/server-config';
import { createEmbeddedDeps } from '../embedded/embedded-deps';
import { createMemoryCounters } from '../counters/memory-counters';
import { createRedisCounters } from '../counters/redis-counters';
import { createResilientCounters } from '../counters/resilient-counters';
import { limitConnectionsPerAddress } from '../http/connection-limits';
import { installErrorHandler } from '../http/error-handler';
import { installJsonBodyParser } from '../http/json-body-parser';
import { installRequestLog } from '../http/request-log';
import { indexerPlugin } from '../indexer/indexer-plugin';
import { nftPlugin } from '../nfts/nft-plugin';
import { createMailer } from '../mail/create-mailer';
import { createNameRegistry } from '../names/name-registry-store';
import { createSignerRecovery } from '../signatures/signer-recovery';
import { projectConfigRoutes } from '../projects/project-config-routes';
import { createProjectStore } from '../projects/project-store';
import { installRateLimits } from '../rate-limit/rate-limits';
import { createRedisClient, waitForRedis } from '../redis/redis-client';
import { chainTransportsFor } from '../rpc/chain-transports';
import { createDependencyBreaker } from '../resilience/dependency-breaker';
import { openDatabase, type OpenDatabase } from '../storage/database';
import { FEATURE_PLUGINS } from './feature-plugins';
import type { ServerDeps } from './server-deps';
import { createServerLogger } from './server-logger';

export interface AirlockServer {
  app: FastifyInstance;
  deps: ServerDeps;
  /** Where the admin token came from, so `start` can tell the operator. */
  adminToken: AdminToken;
  /** Stops the HTTP server and closes the database and Redis. */
  close(): Promise<void>;
}

/** Largest request body any route accepts; routes with smaller needs set their own. */
const BODY_LIMIT_BYTES = 256 * 1024;
/** An idle socket (no request in progress) is closed after this long. */
const KEEP_ALIVE_MS = 10_000;
/** A socket with no traffic at all for this long is closed, whatever it is doing. */
const SOCKET_IDLE_MS = 60_000;

/** Builds the Fastify app with storage, cache and every feature plugin; does not listen. */
export async function buildServer(
  config: ServerConfig,
  options: { database?: OpenDatabase; logger?: boolean } = {},
): Promise<AirlockServer> {
  const log = createServerLogger(options.logger === false ? 'silent' : config.logLevel);
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log }));
  const adminToken = await resolveAdminToken(config.adminToken, config.dataDir);
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, log) : undefined;
  if (redis && !(await waitForRedis(redis)))
    log.warn('Redis is not reachable at REDIS_URL: starting with caches and rate limits in this process until it is');
  const prefix = config.redisKeyPrefix;
  const projects = createProjectStore(database.db);
  if (config.demoProject) await projects.ensureDemoProject();
  const mail = createMailer(config, log);
  // Resolves the master key: without AIRLOCK_MASTER_KEY in production the server does not start.
  const embedded = await createEmbeddedDeps({ config, db: database.db, mailer: mail.mailer, log }).catch(async (error: unknown) => {
    redis?.disconnect();
    if (!options.database) await database.close();
    throw error;
  });
  const deps: ServerDeps = {
    config,
    database,
    cache: redis
      ? createResilientCache(
          createRedisCache(redis, `${prefix}cache:`),
          createMemoryCache(),
          createDependencyBreaker(log, 'Redis', 'caching in this process'),
        )
      : createMemoryCache(),
    counters: redis
      ? createResilientCounters(
          createRedisCounters(redis, prefix),
          createMemoryCounters(),
          createDependencyBreaker(log, 'Redis', 'counting rate limits in this process'),
        )
      : createMemoryCounters(),
    redis,
    projects,
    chains: config.chains,
    adminToken: adminToken.token,
    log,
    ...mail,
    embedded,
    names: createNameRegistry(database.db, { suffix: config.nameSuffix, namesPerAddress: config.namesPerAddress }),
    signerRecovery: createSignerRecovery(),
  };

  const app = Fastify({
    loggerInstance: log,
    // Requests are logged by installRequestLog: one line each at debug, a summary a minute at info.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    trustProxy: config.trustProxy ?? false,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: SOCKET_IDLE_MS,
    keepAliveTimeout: KEEP_ALIVE_MS,
    // Node checks request timeouts on this interval (30 s by default), which would let slow clients
    // linger; and it swaps the two timeouts when headersTimeout is the longer one.
    http: { connectionsCheckingInterval: 1_000, requestTimeout: config.requestTimeoutMs, headersTimeout: config.requestTimeoutMs },
  } as Parameters<typeof Fastify>[0]) as unknown as FastifyInstance;
  limitConnectionsPerAddress(app.server, config.maxConnectionsPerIp, config.trustProxy ?? [], log);
  app.addHook('onClose', () => deps.signerRecovery.close());
  installErrorHandler(app);
  installJsonBodyParser(app);
  installRequestLog(app);
  // Any origin may call; each route checks the origin against its project's allowlist.
  await app.register(cors, { origin: true, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] });
  installRateLimits(app, deps);
  app.get('/health', { config: { rateLimit: false } }, async () => ({ status: 'ok', storage: database.kind, redis: !!redis }));
  // The chain transports are shared by every plugin that reads chains; the first call makes them, with these limits.
  chainTransportsFor(config.chains, { maxResponseBytes: config.rpcMaxResponseBytes });
  await app.register(projectConfigRoutes, deps);
  await app.register(indexerPlugin, deps);
  for (const plugin of FEATURE_PLUGINS) await app.register(plugin, deps);
  await app.register(nftPlugin, deps);
  await app.register(accountHistoryPlugin, deps);

  return {
    app,
    deps,
    adminToken,
    async close() {
      await app.close();
      redis?.disconnect();
      if (!options.database) await database.close();
    },
  };
}
