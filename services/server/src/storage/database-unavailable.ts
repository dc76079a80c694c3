import { errorCauses } from '../http/error-causes';

/** Connection-level failures, as node's net module and pg report them; SQL errors are not among them. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** SQLSTATE classes 08 (connection exception) and 57P0x (server shutting down, admin terminated), plus 53300 (too many connections). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0.|53300)$/;

const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Query read timeout',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

/**
 * Whether `error` (or anything in its cause chain; drizzle wraps driver errors) means the database
 * could not be reached, as opposed to a query that was wrong. Such failures answer 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorCauses(error).some((cause) => {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    return CONNECTION_MESSAGES.some((message) => cause.message.includes(message));
  });
}

/**
 * What the driver said ("Connection terminated unexpectedly"), for logs: drizzle's wrapper message
 * ("Failed query: …") holds the whole statement and its parameters.
 */
export function databaseFailureReason(error: unknown): string {
  const causes = errorCauses(error);
  if (causes.length === 0) return String(error);
  return (causes.find((cause) => !cause.message.startsWith('Failed query:')) ?? causes.at(-1)!).message;
}
