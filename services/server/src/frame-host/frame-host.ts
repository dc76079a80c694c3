import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { ServerDeps } from '../app/server-deps';
import { limitConnectionsPerAddress } from '../http/connection-limits';
import { installErrorHandler } from '../http/error-handler';
import { installRequestLog } from '../http/request-log';
import { installRateLimits } from '../rate-limit/rate-limits';
import { NON_PAGE_CSP } from './frame-csp';
import { frameRoutes } from './frame-routes';
import { socialPopupRoutes } from '../embedded/social/social-popup-routes';

export interface FrameHostOptions {
  host: string;
  /** 0 for a free one. */
  port: number;
  frameDir: string;
  /** The API server's URL, as the frame should call it. */
  apiUrl: string;
}

export interface FrameHost {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** The page only reads; nothing it serves takes a body. */
const BODY_LIMIT_BYTES = 1024;
const KEEP_ALIVE_MS = 10_000;
const SOCKET_IDLE_MS = 60_000;

/**
 * The embedded wallet's frame on its own origin (its own port): a second Fastify listener of the
 * server's process, sharing its project store, counters (the per-IP rate limit) and logger.
 */
export async function startFrameHost(deps: ServerDeps, options: FrameHostOptions): Promise<FrameHost> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.log.child({ listener: 'frame' }),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: SOCKET_IDLE_MS,
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: { connectionsCheckingInterval: 1_000, requestTimeout: config.requestTimeoutMs, headersTimeout: config.requestTimeoutMs },
  } as Parameters<typeof Fastify>[0]) as unknown as FastifyInstance;
  limitConnectionsPerAddress(app.server, config.maxConnectionsPerIp, config.trustProxy ?? [], deps.log);
  installErrorHandler(app);
  installRequestLog(app);
  installRateLimits(app, deps);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer');
    if (!reply.hasHeader('cross-origin-resource-policy')) reply.header('cross-origin-resource-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NON_PAGE_CSP);
    return payload;
  });
  await app.register(frameRoutes, { deps, frameDir: options.frameDir, apiUrl: options.apiUrl });
  await app.register(socialPopupRoutes);
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { address, port, family } = app.server.address() as AddressInfo;
  const host = address === '::1' || address === '::' || address === '0.0.0.0' ? 'localhost' : family === 'IPv6' ? `[${address}]` : address;
  return { app, url: `http://${host}:${port}`, close: () => app.close() };
}
