import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../../app/server-deps';
import { ApiError } from '../../http/api-error';
import { accountTypeRoutes } from './account-type-routes';
import { deviceRoutes } from './device-routes';
import { emailLoginRoutes } from './email-login-routes';
import { emailUpdateRoutes } from './email-update-routes';
import { frameOnlyCors, installFrameOriginCheck } from './embedded-access';
import { embeddedRpcRoute } from './embedded-rpc-route';
import { exportRoutes } from './export-routes';
import { installRawJsonBodyParser } from './signed-session';
import { sessionRoutes } from './session-routes';
import { socialLoginRoutes } from '../social/social-login-routes';

/** Spent nonces and long-expired sessions are deleted this often. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The embedded wallet's API under /v1/embedded, called only by the frame (its own origin): email
 * and social login, the signed session, RPC with the user's key, key export. Browser requests from any other
 * origin get 403 'Origin Not Allowed', and CORS answers the frame's origins only.
 */
export const embeddedPlugin: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const { frameOrigins, sessions } = deps.embedded;
  installRawJsonBodyParser(app);
  installFrameOriginCheck(app, frameOrigins);
  const cors = frameOnlyCors(frameOrigins);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, cors };
  });

  // Preflights come here rather than to @fastify/cors's catch-all route, so they get this plugin's
  // CORS options and origin check: the frame's preflight is answered by @fastify/cors (204), any
  // other origin's is refused by the origin check, and one without an Origin is no preflight.
  app.options('/v1/embedded/*', async () => {
    throw new ApiError(400, 'BAD_REQUEST', 'Not a CORS preflight: send Origin and Access-Control-Request-Method');
  });
  emailLoginRoutes(app, deps);
  deviceRoutes(app, deps);
  socialLoginRoutes(app, deps);
  sessionRoutes(app, deps);
  accountTypeRoutes(app, deps);
  embeddedRpcRoute(app, deps);
  exportRoutes(app, deps);
  emailUpdateRoutes(app, deps);

  const prune = setInterval(() => {
    // Only the error's name and code: a failed query's message quotes its parameters.
    sessions
      .pruneExpired()
      .catch((error: unknown) =>
        app.log.warn({ name: (error as Error).name, code: (error as { code?: unknown }).code }, 'pruning embedded sessions failed'),
      );
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
};
