import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../app/server-deps';
import { clientAddress } from '../../rate-limit/client-address';
import { embeddedProject } from './embedded-access';
import { EMBEDDED_ERRORS, vaultErrorToApi } from './embedded-errors';
import { EMBEDDED_BODY_LIMIT_BYTES, embeddedQuery, exportBody } from './embedded-schemas';
import { signedSession } from './session-routes';
import { requireSignedSession } from './signed-session';

const EXPORT_COST = 10;

/**
 * Key export, both signed: POST /v1/embedded/export/start mails a code for purpose 'export' to the
 * account's address → { action: 'VERIFY_OTP' }; POST /v1/embedded/export {otp} → { privateKey }
 * once that fresh code checks out (a login code never does: codes are bound to their purpose).
 */
export function exportRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { emailCodes, keys, vault, sessions } = deps.embedded;
  const preHandler = requireSignedSession({ projects: deps.projects, sessions, counters: deps.counters });
  const options = { preHandler, bodyLimit: EMBEDDED_BODY_LIMIT_BYTES, config: { rateLimitCost: () => EXPORT_COST } };

  app.post('/v1/embedded/export/start', options, async (request) => {
    embeddedQuery.parse(request.query);
    const project = await embeddedProject(deps.projects, request);
    const { user } = signedSession(request);
    if (!user.email) throw EMBEDDED_ERRORS.noEmail();
    await emailCodes.send({
      projectId: project.id,
      email: user.email,
      purpose: 'export',
      clientIp: clientAddress(request),
      appName: project.name,
    });
    return { action: 'VERIFY_OTP' as const };
  });

  app.post('/v1/embedded/export', options, async (request, reply) => {
    embeddedQuery.parse(request.query);
    const { otp } = exportBody.parse(request.body);
    const { session, user } = signedSession(request);
    if (!user.email) throw EMBEDDED_ERRORS.noEmail();
    await emailCodes.verify({ projectId: session.projectId, email: user.email, purpose: 'export', code: otp });
    const key = await keys.get(user.id);
    if (!key) throw EMBEDDED_ERRORS.noKey();
    let privateKey: string;
    try {
      privateKey = vault.exportPrivateKey(key);
    } catch (error) {
      throw vaultErrorToApi(error, request.log);
    }
    request.log.info({ sessionId: session.id }, 'embedded key exported');
    // Only the frame receives this answer: these routes refuse every other browser origin, and the
    // frame shows the key in its own page, never posting it to the dApp.
    reply.header('cache-control', 'no-store');
    return { privateKey };
  });
}
