import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../app/server-deps';
import { clientAddress } from '../../rate-limit/client-address';
import { EmailCodeCooldownError } from '../email-codes/email-code-errors';
import { checkDeviceProof } from '../devices/device-proof-check';
import { normalizeEmail } from '../embedded-user-store';
import { embeddedProject } from './embedded-access';
import { EMBEDDED_ERRORS } from './embedded-errors';
import { deviceConnectBody, EMBEDDED_BODY_LIMIT_BYTES, embeddedQuery } from './embedded-schemas';

/** The frame asks every couple of seconds while the visitor finds the mail; a code mailed is counted by the email codes' own limits. */
const DEVICE_CONNECT_COST = 1;

/**
 * POST /v1/embedded/device/connect {email, devicePublicKey, proof} (CONNECT_DEVICE): 202
 * { action: 'VERIFY_DEVICE' } while the device is not approved, whatever the reason (no account,
 * no link, link expired or not pressed yet), so the answer tells no known address from a new one;
 * once the device is approved, mails the login code → { action: 'VERIFY_OTP' } (still 202 while the
 * email codes' 30 s cooldown holds it back). The proof (purpose device-connect) shows the caller
 * holds the device key, and only the mailbox can have approved it.
 */
export function deviceRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { emailCodes, users, devices } = deps.embedded;

  app.post(
    '/v1/embedded/device/connect',
    { bodyLimit: EMBEDDED_BODY_LIMIT_BYTES, config: { rateLimitCost: () => DEVICE_CONNECT_COST } },
    async (request, reply) => {
      embeddedQuery.parse(request.query);
      const project = await embeddedProject(deps.projects, request);
      const body = deviceConnectBody.parse(request.body);
      if (!project.features.email) throw EMBEDDED_ERRORS.emailLoginDisabled();
      const email = normalizeEmail(body.email);
      const device = await checkDeviceProof(
        { devicePublicKey: body.devicePublicKey, proof: body.proof, purpose: 'device-connect', projectId: project.id, email },
        { counters: deps.counters },
      );
      const user = await users.findByEmail(project.id, email);
      if (!user || !(await devices.isApproved(user.id, device.deviceKeyId))) {
        reply.code(202).header('cache-control', 'no-store');
        return { action: 'VERIFY_DEVICE' as const };
      }
      try {
        await emailCodes.send({ projectId: project.id, email, purpose: 'login', clientIp: clientAddress(request), appName: project.name });
      } catch (error) {
        // A code went to this address moments ago (another device's login): the device is approved,
        // its code follows once the cooldown has passed, so the frame keeps asking.
        if (!(error instanceof EmailCodeCooldownError)) throw error;
        reply.code(202).header('cache-control', 'no-store').header('retry-after', String(error.seconds));
        return { action: 'VERIFY_DEVICE' as const };
      }
      return { action: 'VERIFY_OTP' as const };
    },
  );
}
