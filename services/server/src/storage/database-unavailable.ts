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
  for (let current = error, depth = 0; current instanceof Error && depth < 10; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (CONNECTION_MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) return true;
  }
  return false;
}

/**
 * What the driver said ("Connection terminated unexpectedly"), for logs: drizzle's wrapper message
 * ("Failed query: …") holds the whole statement and its parameters.
 */
export function databaseFailureReason(error: unknown): string {
  let current = error;
  for (
    let depth = 0;
    current instanceof Error && current.message.startsWith('Failed query:') && current.cause !== undefined && depth < 10;
    depth++
  ) {
    current = current.cause;
  }
  return current instanceof Error ? current.message : String(current);
}
