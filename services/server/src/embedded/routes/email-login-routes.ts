import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../app/server-deps';
import { clientAddress } from '../../rate-limit/client-address';
import { importDevicePublicKey } from '../device-public-key';
import { ensureUserKey } from '../user-key';
import { embeddedProject } from './embedded-access';
import { EMBEDDED_ERRORS } from './embedded-errors';
import { EMBEDDED_BODY_LIMIT_BYTES, emailStartBody, emailVerifyBody, embeddedQuery } from './embedded-schemas';

/** A mail sent costs more of the per-project budget than a read; the email codes have their own hourly limits too. */
const EMAIL_START_COST = 10;
const EMAIL_VERIFY_COST = 5;

/**
 * POST /v1/embedded/email/start {email} → { action: 'VERIFY_OTP' }: mails a login code.
 * Spec §4 also names VERIFY_DEVICE (a new device must be approved from a mail link) and CONNECT
 * (an already trusted device logs in without a code); neither is answered yet, so every start
 * asks for the code.
 *
 * POST /v1/embedded/email/verify {email, otp, devicePublicKey} → { sessionId, token, expiresAt, user }:
 * the code signs the user in (made on first login, with their key) and opens a session bound to the
 * frame's device key. The token is in this answer only, to the frame that asked.
 */
export function emailLoginRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { emailCodes, users, keys, vault, sessions } = deps.embedded;

  app.post('/v1/embedded/email/start', { bodyLimit: EMBEDDED_BODY_LIMIT_BYTES, config: { rateLimitCost: () => EMAIL_START_COST } }, async (request) => {
    embeddedQuery.parse(request.query);
    const project = await embeddedProject(deps.projects, request);
    const { email } = emailStartBody.parse(request.body);
    if (!project.features.email) throw EMBEDDED_ERRORS.emailLoginDisabled();
    await emailCodes.send({ projectId: project.id, email, purpose: 'login', clientIp: clientAddress(request), appName: project.name });
    return { action: 'VERIFY_OTP' as const };
  });

  app.post('/v1/embedded/email/verify', { bodyLimit: EMBEDDED_BODY_LIMIT_BYTES, config: { rateLimitCost: () => EMAIL_VERIFY_COST } }, async (request, reply) => {
    embeddedQuery.parse(request.query);
    const project = await embeddedProject(deps.projects, request);
    const { email, otp, devicePublicKey } = emailVerifyBody.parse(request.body);
    if (!project.features.email) throw EMBEDDED_ERRORS.emailLoginDisabled();
    // A bad key is refused before the code is used up.
    importDevicePublicKey(devicePublicKey);
    await emailCodes.verify({ projectId: project.id, email, purpose: 'login', code: otp });
    const user = await users.findOrCreateByEmail(project.id, email);
    const key = await ensureUserKey(keys, vault, user.id);
    const { session, token } = await sessions.createSession({ userId: user.id, projectId: project.id, devicePublicKey });
    reply.header('cache-control', 'no-store');
    return { sessionId: session.id, token, expiresAt: session.expiresAt.toISOString(), user: { email: user.email, address: key.address } };
  });
}
