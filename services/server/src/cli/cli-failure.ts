/** A failure the CLI explains in its message, with what to do; it exits with code 1. */
export class CliFailure extends Error {
  override readonly name = 'CliFailure';
}
