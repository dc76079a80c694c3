import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { findMailUnavailable, mailUnavailableApiError } from '../mail/mail-unavailable-error';
import { throttledWarning } from '../resilience/throttled-warning';
import { databaseFailureReason, isDatabaseUnavailable } from '../storage/database-unavailable';
import { API_ERRORS, ApiError } from './api-error';
import { replyWithApiError } from './api-error-reply';

/**
 * Every error leaves as `{ error, message, statusCode }`. Bad input is a 400 with the reason; an
 * unreachable database or mail server is a 503; only a real fault is a 500, logged with its stack.
 */
export function installErrorHandler(app: FastifyInstance): void {
  const warnDatabaseUnavailable = throttledWarning('database unavailable: answering 503');
  const warnMailUnavailable = throttledWarning('mail unavailable: answering 503');
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    if (error instanceof ApiError) return replyWithApiError(reply, error);
    if (error instanceof ZodError) {
      const message = error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; ');
      return reply.status(400).send({ error: 'BAD_REQUEST', message, statusCode: 400 });
    }
    if (isDatabaseUnavailable(error)) {
      warnDatabaseUnavailable(request.log, { reason: databaseFailureReason(error) });
      return replyWithApiError(reply, API_ERRORS.databaseUnavailable());
    }
    const mailUnavailable = findMailUnavailable(error);
    if (mailUnavailable) {
      warnMailUnavailable(request.log, { reason: mailUnavailable.reason });
      return replyWithApiError(reply, mailUnavailableApiError());
    }
    const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: 'SERVER_ERROR', message: 'Server Error', statusCode: 500 });
    }
    const code = statusCode === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
    const message = statusCode === 429 ? 'Rate Limited' : error.message;
    return reply.status(statusCode).send({ error: code, message, statusCode });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}`, statusCode: 404 }),
  );
}
