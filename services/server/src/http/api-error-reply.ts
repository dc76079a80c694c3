import type { FastifyReply } from 'fastify';
import type { ApiError } from './api-error';

/** Answers with `error` as every error leaves: `{ error, message, statusCode }`, Retry-After when it has one. */
export function replyWithApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.statusCode).send({
    error: error.code,
    message: error.message,
    statusCode: error.statusCode,
    ...(error.rpcCode !== undefined && { rpcCode: error.rpcCode }),
  });
}
