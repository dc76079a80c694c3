import type { FastifyRequest } from 'fastify';
import { API_ERRORS } from '../../http/api-error';
import type { FrameOrigins } from '../frame-origins';

/**
 * onRequest for the routes only the frame may call, from a browser, ever (social login): the
 * Origin must be present and one of the frame's. The embedded routes' shared check lets a request
 * without an Origin through; these do not, so a script holding a page's provider result cannot
 * finish the login from outside a browser. The frame's fetch always sends its Origin (a POST).
 */
export function frameOriginRequired(frameOrigins: FrameOrigins) {
  return async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin === undefined || !frameOrigins.has(origin)) throw API_ERRORS.originNotAllowed();
  };
}
