import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CounterStore } from '../../counters/counter-store';
import { API_ERRORS, ApiError } from '../../http/api-error';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../../http/json-body-parser';
import type { ProjectStore } from '../../projects/project-store';
import type { EmbeddedSession, EmbeddedSessions } from '../embedded-sessions';
import type { EmbeddedUser } from '../embedded-user-store';
import { SIGNED_REQUEST_HEADERS } from '@airlock/protocol';
import { embeddedProject } from './embedded-access';
import { EMBEDDED_ERRORS } from './embedded-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received, for the signed-request hash (embedded routes only). */
    embeddedRawBody?: string;
    /** Set by requireSignedSession. */
    embeddedSession?: { session: EmbeddedSession; user: EmbeddedUser };
  }
}

/** Signed requests one session may make a minute, over every embedded route. */
export const SESSION_REQUESTS_PER_MINUTE = 300;

/**
 * JSON as the server parses it everywhere (depth-bounded, prototype poisoning refused), keeping the
 * raw text the frame signed. An empty body is no body, so a bodiless POST may carry the JSON type.
 */
export function installRawJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.embeddedRawBody = text;
    if (text === '') return done(null, undefined);
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
      return done(new ApiError(400, 'BAD_REQUEST', `JSON body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    parse(request, text, done);
  });
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * preHandler of the signed routes: the session token (Authorization: Bearer) and a signature by
 * the session's device key over method, path and query, timestamp, nonce and body
 * (src/embedded/signed-request.ts); then the session's own rate limit.
 */
export function requireSignedSession(deps: { projects: ProjectStore; sessions: EmbeddedSessions; counters: CounterStore }) {
  return async (request: FastifyRequest) => {
    const project = await embeddedProject(deps.projects, request);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header(request, 'authorization'));
    if (!match) throw EMBEDDED_ERRORS.sessionRequired();
    const bodySha256 = header(request, SIGNED_REQUEST_HEADERS.bodySha256);
    const verified = await deps.sessions.verifySignedRequest(
      {
        sessionToken: match[1]!,
        method: request.method,
        path: request.url,
        timestamp: header(request, SIGNED_REQUEST_HEADERS.timestamp),
        nonce: header(request, SIGNED_REQUEST_HEADERS.nonce),
        signature: header(request, SIGNED_REQUEST_HEADERS.signature),
        body: request.embeddedRawBody ?? '',
        ...(bodySha256 ? { bodySha256 } : {}),
      },
      { projectId: project.id },
    );
    const hit = await deps.counters.hit(`embedded:session:${verified.session.id}`, 1, 60_000);
    if (hit.count > SESSION_REQUESTS_PER_MINUTE) throw API_ERRORS.rateLimited(Math.max(1, Math.ceil(hit.resetMs / 1000)));
    request.embeddedSession = verified;
  };
}
