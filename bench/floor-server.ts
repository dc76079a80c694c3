import Fastify, { LogController } from 'fastify';
import { createServerLogger } from '../services/server/src/app/server-logger';

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The floor the server's throughput is compared with: a bare Fastify server with the logger settings
 * `buildServer` gives the benchmarked server (its pino logger, silent, request logging off), whose
 * one GET `route` (the server's pattern, so routing and request bytes are the same) returns `body`,
 * parsed once and serialized by Fastify on every request. None of the server's protections run.
 */
export async function startFloorServer(route: string, body: unknown): Promise<FloorServer> {
  const app = Fastify({ loggerInstance: createServerLogger('silent'), logController: new LogController({ disableRequestLogging: true }) });
  app.get(route, async () => body);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: base, close: () => app.close() };
}
