import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../app/server-deps';
import { clientAddress } from '../../rate-limit/client-address';
import { importDevicePublicKey } from '../device-public-key';
import { approvalLinkBase } from '../devices/approval-link-base';
import { createDeviceApprovals } from '../devices/device-approvals';
import { DEVICE_ERRORS } from '../devices/device-errors';
import { deviceKeyId } from '../devices/device-key-id';
import { checkDeviceProof } from '../devices/device-proof-check';
import type { EmbeddedSession } from '../embedded-sessions';
import { normalizeEmail, type EmbeddedUser } from '../embedded-user-store';
import { ensureUserKey } from '../user-key';
import { embeddedProject } from './embedded-access';
import { EMBEDDED_ERRORS } from './embedded-errors';
import { EMBEDDED_BODY_LIMIT_BYTES, emailStartBody, emailVerifyBody, embeddedQuery } from './embedded-schemas';

/** A mail sent costs more of the per-project budget than a read; the email codes have their own hourly limits too. */
const EMAIL_START_COST = 10;
const EMAIL_VERIFY_COST = 5;

/**
 * POST /v1/embedded/email/start {email, devicePublicKey, proof} → { action } (spec §4):
 * - CONNECT: the account exists and this device key (proved by `proof`, protocol device-proof.ts) is
 *   approved for it: the session opens now, no code mailed; the answer carries it as /email/verify's does.
 *   Only the device's key can ask this, so only its holder learns that the account exists.
 * - VERIFY_OTP, for everything else, so that nobody without the mailbox or an approved device tells
 *   a known address from a new one: a code is mailed. For a known account on a device it has not
 *   approved, the same mail holds the link that approves the device (VERIFY_DEVICE, spec §4), and the
 *   code signs in only once it is pressed.
 *
 * POST /v1/embedded/email/verify {email, otp, devicePublicKey} → { sessionId, token, expiresAt, user }:
 * the code signs the user in (made on first login, with their key) and opens a session bound to the
 * frame's device key, which becomes approved. The code is checked first: a known account's
 * unapproved device gets 403 DEVICE_NOT_APPROVED only with the right code, which stays unused.
 * The token is in these answers only, to the frame that asked.
 */
export function emailLoginRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { emailCodes, users, keys, vault, sessions, devices } = deps.embedded;
  const approvals = createDeviceApprovals({ devices });

  async function loginAnswer(user: EmbeddedUser, session: EmbeddedSession, token: string) {
    const key = await ensureUserKey(keys, vault, user.id);
    return { sessionId: session.id, token, expiresAt: session.expiresAt.toISOString(), user: { email: user.email, address: key.address } };
  }

  app.post(
    '/v1/embedded/email/start',
    { bodyLimit: EMBEDDED_BODY_LIMIT_BYTES, config: { rateLimitCost: () => EMAIL_START_COST } },
    async (request, reply) => {
      embeddedQuery.parse(request.query);
      const project = await embeddedProject(deps.projects, request);
      const body = emailStartBody.parse(request.body);
      if (!project.features.email) throw EMBEDDED_ERRORS.emailLoginDisabled();
      const email = normalizeEmail(body.email);
      const clientIp = clientAddress(request);
      const device =
        body.devicePublicKey && body.proof
          ? await checkDeviceProof(
              { devicePublicKey: body.devicePublicKey, proof: body.proof, purpose: 'email-start', projectId: project.id, email },
              { counters: deps.counters },
            )
          : undefined;
      // Before the account is looked up: a server that cannot link to itself refuses every address alike.
      const linkBase = approvalLinkBase(deps, request);
      const user = await users.findByEmail(project.id, email);
      if (user && device && (await devices.isApproved(user.id, device.deviceKeyId))) {
        const { session, token } = await sessions.createSession({ userId: user.id, projectId: project.id, devicePublicKey: device.jwk });
        reply.header('cache-control', 'no-store');
        return { action: 'CONNECT' as const, ...(await loginAnswer(user, session, token)) };
      }
      const approval = user && device ? approvals.newLink(linkBase) : undefined;
      await emailCodes.send({
        projectId: project.id,
        email,
        purpose: 'login',
        clientIp,
        appName: project.name,
        approvalLink: approval?.link,
      });
      if (user && device && approval) await approval.record(user.id, device.deviceKeyId);
      return { action: 'VERIFY_OTP' as const };
    },
  );

  app.post(
    '/v1/embedded/email/verify',
    { bodyLimit: EMBEDDED_BODY_LIMIT_BYTES, config: { rateLimitCost: () => EMAIL_VERIFY_COST } },
    async (request, reply) => {
      embeddedQuery.parse(request.query);
      const project = await embeddedProject(deps.projects, request);
      const { email, otp, devicePublicKey } = emailVerifyBody.parse(request.body);
      if (!project.features.email) throw EMBEDDED_ERRORS.emailLoginDisabled();
      const { jwk } = importDevicePublicKey(devicePublicKey);
      const device = deviceKeyId(jwk);
      const known = await users.findByEmail(project.id, email);
      const requireApproved = async () => {
        if (known && !(await devices.isApproved(known.id, device))) throw DEVICE_ERRORS.notApproved();
      };
      await emailCodes.verify({ projectId: project.id, email, purpose: 'login', code: otp, beforeUse: requireApproved });
      const user = known ?? (await users.findOrCreateByEmail(project.id, email));
      await devices.approve(user.id, device);
      const { session, token } = await sessions.createSession({ userId: user.id, projectId: project.id, devicePublicKey: jwk });
      reply.header('cache-control', 'no-store');
      return loginAnswer(user, session, token);
    },
  );
}
