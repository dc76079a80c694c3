import { UpstreamRejectedError, UpstreamUnavailableError } from './upstream-errors';

interface Pending {
  method: string;
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

let counter = 0;
/** A JSON-RPC id: milliseconds with a counter, unique and exact as a JSON number. */
export function nextRequestId(): number {
  counter = (counter + 1) % 1000;
  return Date.now() * 1000 + counter;
}

/** One socket's JSON-RPC requests awaiting their answer, each for at most its timeout; at most `capacity` at once. */
export class PendingRequests {
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.pending.size;
  }

  /** Waits for the answer to request `id`; throws (before the request is sent) when too many already wait. */
  await(id: number, method: string, timeoutMs: number): Promise<unknown> {
    if (this.pending.size >= this.capacity)
      throw new UpstreamUnavailableError('busy', `${this.capacity} requests already await an answer on one socket`);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new UpstreamUnavailableError('timeout', `no answer to ${method} within ${timeoutMs} ms`));
      }, timeoutMs);
      timer.unref();
      this.pending.set(id, { method, resolve, reject, timer });
    });
  }

  /** Settles a request with the upstream's answer; false when no request has that id. */
  answer(id: number, response: { result?: unknown; error?: { code?: unknown; message?: unknown } }): boolean {
    const pending = this.pending.get(id);
    if (!pending) return false;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    if (response.error) {
      const { code, message } = response.error;
      pending.reject(
        new UpstreamRejectedError(
          pending.method,
          typeof code === 'number' ? code : 0,
          typeof message === 'string' ? message : 'no message',
        ),
      );
    } else pending.resolve(response.result);
    return true;
  }

  /** Fails every waiting request (the socket closed). */
  failAll(error: Error): void {
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
  }
}
