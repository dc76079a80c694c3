import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../app/server-deps';
import { clientAddress } from '../../rate-limit/client-address';
import { importDevicePublicKey } from '../device-public-key';
import { deviceKeyId } from '../devices/device-key-id';
import { EMAIL_CODE_LIMITS } from '../email-codes/email-code-limits';
import { emailChangedMessage } from '../email-changed-mail';
import { createEmailUpdateStore } from '../email-update-store';
import { normalizeEmail } from '../embedded-user-store';
import { embeddedProject } from './embedded-access';
import { EMBEDDED_ERRORS } from './embedded-errors';
import { EMBEDDED_BODY_LIMIT_BYTES, emailUpdateBody, emailUpdateOtpBody, embeddedQuery } from './embedded-schemas';
import { signedSession } from './session-routes';
import { requireSignedSession } from './signed-session';

/** Like the login's: a mail sent costs more of the per-project budget than a check. */
const SEND_COST = 10;
const VERIFY_COST = 5;

/**
 * UpdateEmailWallet (spec §4), all signed by the session:
 * POST /v1/embedded/email/update {email} → { action: 'VERIFY_PRIMARY_OTP' } with a code mailed to
 * the current address, or { action: 'VERIFY_SECONDARY_OTP' } straight away for a user without one
 * (a social login), the code then mailed to the new address;
 * POST /v1/embedded/email/update/primary {otp} → { action: 'VERIFY_SECONDARY_OTP' }, the new address's code mailed;
 * POST /v1/embedded/email/update/secondary {otp} → { newEmail }, the account's address changed: the
 * old address is told, and every other session and approved device of the user is ended.
 * Codes are bound to their purpose and address, so a login or export code never passes here.
 */
export function emailUpdateRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { emailCodes, sessions, devices } = deps.embedded;
  const updates = createEmailUpdateStore(deps.database.db);
  const preHandler = requireSignedSession({ projects: deps.projects, sessions, counters: deps.counters });
  const options = (cost: number) => ({ preHandler, bodyLimit: EMBEDDED_BODY_LIMIT_BYTES, config: { rateLimitCost: () => cost } });
  const lifetimeMs = EMAIL_CODE_LIMITS.lifetimeMs;

  app.post('/v1/embedded/email/update', options(SEND_COST), async (request) => {
    embeddedQuery.parse(request.query);
    const project = await embeddedProject(deps.projects, request);
    const newEmail = normalizeEmail(emailUpdateBody.parse(request.body).email);
    const { user } = signedSession(request);
    if (!project.features.email) throw EMBEDDED_ERRORS.emailLoginDisabled();
    if (user.email === newEmail) throw EMBEDDED_ERRORS.emailUnchanged();
    if (await updates.emailTaken(user.projectId, newEmail, user.id)) throw EMBEDDED_ERRORS.emailTaken();
    const clientIp = clientAddress(request);
    // Mailed first: a refused send (cooldown, mail outage) leaves any earlier change as it was.
    const step = user.email
      ? { to: user.email, purpose: 'update-primary' as const, action: 'VERIFY_PRIMARY_OTP' as const }
      : { to: newEmail, purpose: 'update-secondary' as const, action: 'VERIFY_SECONDARY_OTP' as const };
    await emailCodes.send({ projectId: user.projectId, email: step.to, purpose: step.purpose, clientIp, appName: project.name });
    await updates.start({ userId: user.id, projectId: user.projectId, newEmail, expiresAt: new Date(Date.now() + lifetimeMs) });
    request.log.info({ userId: user.id, step: step.purpose }, 'embedded email update started');
    return { action: step.action };
  });

  app.post('/v1/embedded/email/update/primary', options(SEND_COST), async (request) => {
    embeddedQuery.parse(request.query);
    const project = await embeddedProject(deps.projects, request);
    const { otp } = emailUpdateOtpBody.parse(request.body);
    const { user } = signedSession(request);
    const pending = await updates.pending(user.id, new Date());
    if (!pending) throw EMBEDDED_ERRORS.noEmailUpdate();
    if (!user.email) throw EMBEDDED_ERRORS.noEmail();
    await emailCodes.verify({ projectId: user.projectId, email: user.email, purpose: 'update-primary', code: otp });
    await updates.markPrimaryVerified(user.id, new Date(), new Date(Date.now() + lifetimeMs));
    await emailCodes.send({
      projectId: user.projectId,
      email: pending.newEmail,
      purpose: 'update-secondary',
      clientIp: clientAddress(request),
      appName: project.name,
    });
    return { action: 'VERIFY_SECONDARY_OTP' as const };
  });

  app.post('/v1/embedded/email/update/secondary', options(VERIFY_COST), async (request, reply) => {
    embeddedQuery.parse(request.query);
    const project = await embeddedProject(deps.projects, request);
    const { otp } = emailUpdateOtpBody.parse(request.body);
    const { user, session } = signedSession(request);
    const pending = await updates.pending(user.id, new Date());
    if (!pending) throw EMBEDDED_ERRORS.noEmailUpdate();
    if (user.email && !pending.primaryVerifiedAt) throw EMBEDDED_ERRORS.primaryNotVerified();
    await emailCodes.verify({ projectId: user.projectId, email: pending.newEmail, purpose: 'update-secondary', code: otp });
    if (!(await updates.complete(user.id, pending.newEmail))) throw EMBEDDED_ERRORS.emailTaken();
    // Whoever changed it keeps this session and device only: any other may be the one the owner lost.
    await sessions.revokeOtherSessions(user.id, session.id);
    await devices.forgetAllBut(user.id, deviceKeyId(importDevicePublicKey(JSON.parse(session.devicePublicKey) as JsonWebKey).jwk));
    request.log.info({ userId: user.id }, 'embedded email updated');
    if (user.email) {
      // The change is made: a mail outage now is logged, not answered as a failure of the change.
      await deps.mailer
        .send({ kind: 'email-changed', to: user.email, ...emailChangedMessage({ newEmail: pending.newEmail, appName: project.name }) })
        .catch((error: unknown) => request.log.error({ userId: user.id, err: error }, 'the old address was not told of the email change'));
    }
    reply.header('cache-control', 'no-store');
    return { newEmail: pending.newEmail };
  });
}
