import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createMemoryCache } from '../cache/memory-cache';
import { createRedisCache } from '../cache/redis-cache';
import type { ServerConfig } from '../config/server-config';
import { installErrorHandler } from '../http/error-handler';
import { projectConfigRoutes } from '../projects/project-config-routes';
import { createProjectStore } from '../projects/project-store';
import { rateLimitOptions } from '../rate-limit/rate-limit-options';
import { openDatabase, type OpenDatabase } from '../storage/database';
import { FEATURE_PLUGINS } from './feature-plugins';
import type { ServerDeps } from './server-deps';

export interface AirlockServer {
  app: FastifyInstance;
  deps: ServerDeps;
  /** Stops the HTTP server and closes the database and Redis. */
  close(): Promise<void>;
}

/** Builds the Fastify app with storage, cache and every feature plugin; does not listen. */
export async function buildServer(config: ServerConfig, options: { database?: OpenDatabase; logger?: boolean } = {}): Promise<AirlockServer> {
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  const projects = createProjectStore(database.db);
  await projects.ensureDemoProject();
  const deps: ServerDeps = {
    config,
    database,
    cache: redis ? createRedisCache(redis) : createMemoryCache(),
    redis,
    projects,
    chains: config.chains,
  };

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    trustProxy: config.trustProxy ?? false,
  });
  installErrorHandler(app);
  // Any origin may call; each route checks the origin against its project's allowlist.
  await app.register(cors, { origin: true, methods: ['GET', 'POST'] });
  await app.register(rateLimit, rateLimitOptions(deps));
  app.get('/health', async () => ({ status: 'ok', storage: database.kind, redis: !!redis }));
  await app.register(projectConfigRoutes, deps);
  for (const plugin of FEATURE_PLUGINS) await app.register(plugin, deps);

  return {
    app,
    deps,
    async close() {
      await app.close();
      redis?.disconnect();
      if (!options.database) await database.close();
    },
  };
}
