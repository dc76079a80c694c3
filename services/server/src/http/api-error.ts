/**
 * An error the API answers with its status and a stable code; the message is shown to users.
 * It is an answer, not a fault: it carries no stack trace, whose capture would cost more than the
 * rest of a refusal (unknown project ids and rate-limited floods are answered with these).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Seconds the client should wait before trying again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** For a wallet method's refusal: the JSON-RPC error code the wallet passes on (EIP-5792's 5760…), sent as `rpcCode`. */
    readonly rpcCode?: number,
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
  }
}

export const API_ERRORS = {
  projectIdMissing: () => new ApiError(400, 'PROJECT_ID_MISSING', 'Project ID Not Configured'),
  invalidProjectId: () => new ApiError(401, 'INVALID_PROJECT_ID', 'Invalid Project ID'),
  originNotAllowed: () => new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'Origin Not Allowed'),
  analyticsOriginNotAllowed: () => new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'Invalid App Configuration: origin not on allowlist'),
  rateLimited: (retryAfterSeconds?: number) => new ApiError(429, 'RATE_LIMITED', 'Rate Limited', retryAfterSeconds),
  networkNotSupported: (what: string) => new ApiError(400, 'NETWORK_NOT_SUPPORTED', `Network not supported for ${what}`),
  adminUnauthorized: () =>
    new ApiError(401, 'ADMIN_UNAUTHORIZED', 'Admin token required: send Authorization: Bearer <AIRLOCK_ADMIN_TOKEN>'),
  databaseUnavailable: () => new ApiError(503, 'DATABASE_UNAVAILABLE', 'Database unavailable: try again shortly', 5),
};
