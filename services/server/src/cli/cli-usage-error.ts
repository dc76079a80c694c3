/** Bad command-line usage: the CLI prints the message with the usage text and exits with code 2. */
export class CliUsageError extends Error {
  override readonly name = 'CliUsageError';
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}
