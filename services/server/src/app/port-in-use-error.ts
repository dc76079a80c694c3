/** The environment variable that sets each of the server's listeners' ports. */
export type PortVariable = 'AIRLOCK_SERVER_PORT' | 'AIRLOCK_FRAME_PORT';

/** A listener's port is taken (EADDRINUSE); the message names the variable that moves that listener. */
export class PortInUseError extends Error {
  override readonly name = 'PortInUseError';
  readonly code = 'PORT_IN_USE';

  constructor(
    readonly variable: PortVariable,
    cause: Error,
  ) {
    super(`${cause.message} (set ${variable} to another port, or 0 for a free one)`, { cause });
  }
}

/** `error` as a PortInUseError naming `variable` when it is EADDRINUSE, else unchanged. */
export function namePortVariable(error: unknown, variable: PortVariable): unknown {
  const inUse = error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  return inUse ? new PortInUseError(variable, error) : error;
}
