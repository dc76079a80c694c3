import { RpcBusyError } from './upstream-error';

export interface ConcurrencyLimitOptions {
  /** Upstream requests running at once. */
  maxInFlight?: number;
  /** Requests waiting for a free slot; past it, refused at once. */
  maxQueued?: number;
  /** How long a request waits for a slot before it is refused. */
  maxWaitMs?: number;
}

export const DEFAULT_CONCURRENCY_LIMIT: Required<ConcurrencyLimitOptions> = { maxInFlight: 32, maxQueued: 512, maxWaitMs: 5_000 };

interface Waiter {
  grant(): void;
}

/**
 * Bounds the work one chain's upstream is given: at most `maxInFlight` requests at once, a bounded
 * line behind them, and RpcBusyError for the rest, so a flood is refused instead of stalling the node.
 */
export class UpstreamConcurrencyLimit {
  private readonly options: Required<ConcurrencyLimitOptions>;
  private running = 0;
  // A Set keeps arrival order and lets a waiter that gave up leave from the middle.
  private readonly waiting = new Set<Waiter>();

  constructor(options: ConcurrencyLimitOptions = {}) {
    this.options = { ...DEFAULT_CONCURRENCY_LIMIT, ...options };
  }

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.maxInFlight) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.size >= this.options.maxQueued) return Promise.reject(new RpcBusyError('queue full'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.delete(waiter);
        reject(new RpcBusyError('waited too long'));
      }, this.options.maxWaitMs);
      this.waiting.add(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.values().next();
    if (next.done) {
      this.running--;
      return;
    }
    // The slot passes straight to the next in line, so `running` stays as it is.
    this.waiting.delete(next.value);
    next.value.grant();
  }
}
