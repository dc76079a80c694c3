import { SIWX_PATHS, type SiwxSessionResponse, type SiwxSessionView } from '@airlock/protocol';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { clientAddress } from '../rate-limit/client-address';
import { SIWX_ERRORS } from './siwx-errors';
import { siwxIssuer } from './siwx-issuer';
import type { SiwxLimit } from './siwx-limits';
import { SIWX_SESSION_ID, siwxSessionBody, siwxSessionParams } from './siwx-request-schemas';
import type { SiwxSessionStore } from './siwx-session-store';
import { sessionIdOfToken, signSessionToken } from './siwx-session-token';
import { siwxSessionView } from './siwx-session-view';
import type { SiwxSignIn } from './siwx-sign-in';
import type { SiwxSigningKeys } from './siwx-signing-keys';

/** A sign-in body: an 8 KB message, a signature (ERC-6492 ones carry a factory call) and JSON around them. */
const SESSION_BODY_LIMIT_BYTES = 64 * 1024;

export interface SiwxSessionRouteOptions {
  deps: ServerDeps;
  signIn: SiwxSignIn;
  sessions: SiwxSessionStore;
  signingKeys: SiwxSigningKeys;
  limit: SiwxLimit;
}

function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) throw SIWX_ERRORS.tokenMissing();
  return match[1]!;
}

function sessionIdParam(request: FastifyRequest): string {
  const { id } = siwxSessionParams.parse(request.params);
  if (!SIWX_SESSION_ID.test(id)) throw SIWX_ERRORS.sessionNotFound();
  return id;
}

/** POST /v1/sessions (sign in), GET /v1/sessions/{id}, POST /v1/sessions/{id}/revoke with the session's own token. */
export const siwxSessionRoutes: FastifyPluginAsync<SiwxSessionRouteOptions> = async (
  app,
  { deps, signIn, sessions, signingKeys, limit },
) => {
  const preHandler = requireProject(deps.projects);

  app.post(
    SIWX_PATHS.sessions,
    { preHandler, bodyLimit: SESSION_BODY_LIMIT_BYTES },
    async (request, reply): Promise<SiwxSessionResponse> => {
      const project = request.project!;
      await limit.take(project.id, clientAddress(request));
      const { message, signature } = siwxSessionBody.parse(request.body);
      const { session, key } = await signIn.signIn(project, message, signature);
      const token = await signSessionToken(key, session, siwxIssuer(deps.config, request));
      reply.status(201).header('cache-control', 'no-store');
      return { ...siwxSessionView(session), token };
    },
  );

  app.get('/v1/sessions/:id', { preHandler }, async (request): Promise<SiwxSessionView> => {
    const session = await sessions.get(request.project!.id, sessionIdParam(request));
    if (!session) throw SIWX_ERRORS.sessionNotFound();
    return siwxSessionView(session);
  });

  app.post('/v1/sessions/:id/revoke', { preHandler }, async (request): Promise<SiwxSessionView> => {
    const project = request.project!;
    const token = bearerToken(request);
    const id = sessionIdParam(request);
    const tokenSession = await sessionIdOfToken(signingKeys, token, project.id);
    if (tokenSession === undefined) throw SIWX_ERRORS.tokenInvalid();
    if (tokenSession !== id) throw SIWX_ERRORS.tokenOfAnotherSession();
    const session = await sessions.revoke(project.id, id);
    if (!session) throw SIWX_ERRORS.sessionNotFound();
    return siwxSessionView(session);
  });
};
