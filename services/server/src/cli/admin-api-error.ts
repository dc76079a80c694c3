/** The admin API could not be reached or refused a request; the message says what to do. */
export class AdminApiError extends Error {
  override readonly name = 'AdminApiError';
  constructor(
    message: string,
    /** The HTTP status the server answered with; undefined when it did not answer. */
    readonly statusCode?: number,
  ) {
    super(message);
  }
}
