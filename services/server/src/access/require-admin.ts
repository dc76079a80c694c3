import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS } from '../http/api-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `given` is the token, compared in constant time (both are hashed first, so lengths do not leak). */
export function isAdminToken(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}

/** preHandler: `Authorization: Bearer <admin token>`, else 401. */
export function requireAdmin(token: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match || !isAdminToken(match[1]!, token)) throw API_ERRORS.adminUnauthorized();
  };
}
