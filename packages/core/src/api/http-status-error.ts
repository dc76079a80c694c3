import { AirlockError } from '../errors/airlock-error';

/** A non-ok answer from the server (spec §7: 'HTTP status code: {n}'), with the server's own message. */
export class HttpStatusError extends AirlockError {
  override readonly name = 'HttpStatusError';
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
  ) {
    super(`HTTP status code: ${status}`, { code: 'HTTP_STATUS', details: serverMessage });
  }
}
