import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../../app/server-deps';
import { importDevicePublicKey } from '../device-public-key';
import { deviceKeyId } from '../devices/device-key-id';
import { preferredAccountType, smartAccountEnabledNetworks } from '../smart-account/account-type';
import { EMBEDDED_ERRORS } from './embedded-errors';
import { EMBEDDED_BODY_LIMIT_BYTES, embeddedQuery, signOutBody } from './embedded-schemas';
import { requireSignedSession } from './signed-session';

/** The signed-in session of a request that passed requireSignedSession. */
export function signedSession(request: FastifyRequest) {
  const verified = request.embeddedSession;
  if (!verified) throw EMBEDDED_ERRORS.sessionRequired();
  return verified;
}

/**
 * GET /v1/embedded/session → { user: { email, address, userName?, provider?, preferredAccountType }, sessionId, expiresAt,
 * smartAccountEnabledNetworks } (the frame's is-connected check), and POST /v1/embedded/sign-out → { signedOut: true }. Both signed.
 * Signing out also forgets the approval of the session's device (a shared computer does not sign
 * the next person straight in), unless the body says {"keepDevice": true}: the frame replacing its
 * own session with a new one for the same device.
 */
export function sessionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { keys, sessions } = deps.embedded;
  const preHandler = requireSignedSession({ projects: deps.projects, sessions, counters: deps.counters });
  const enabledNetworks = smartAccountEnabledNetworks(deps.chains);

  app.get('/v1/embedded/session', { preHandler }, async (request, reply) => {
    embeddedQuery.parse(request.query);
    const { session, user } = signedSession(request);
    const key = await keys.get(user.id);
    if (!key) throw EMBEDDED_ERRORS.noKey();
    reply.header('cache-control', 'no-store');
    return {
      user: {
        email: user.email ?? user.socialEmail,
        address: key.address,
        ...(user.socialProvider ? { userName: user.socialUsername, provider: user.socialProvider } : {}),
        preferredAccountType: preferredAccountType(user),
      },
      sessionId: session.id,
      expiresAt: session.expiresAt.toISOString(),
      smartAccountEnabledNetworks: enabledNetworks,
    };
  });

  app.post('/v1/embedded/sign-out', { preHandler, bodyLimit: EMBEDDED_BODY_LIMIT_BYTES }, async (request) => {
    embeddedQuery.parse(request.query);
    const { session, user } = signedSession(request);
    const { keepDevice } = signOutBody.parse(request.body ?? {});
    await sessions.revokeSession(session.id);
    if (!keepDevice)
      await deps.embedded.devices.forget(
        user.id,
        deviceKeyId(importDevicePublicKey(JSON.parse(session.devicePublicKey) as JsonWebKey).jwk),
      );
    return { signedOut: true };
  });
}
