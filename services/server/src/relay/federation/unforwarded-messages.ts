import type { RelayMessage } from '../relay-message';
import type { UpstreamRelay } from '../upstream/upstream-relay';
import { forwardToUpstream } from './forward-to-upstream';

/**
 * Bounds of what waits here for the WalletConnect network to come back; past them the oldest goes (its publisher's SDK publishes it again).
 */
const MAX_MESSAGES = 10_000;
const MAX_BYTES = 32 * 1024 * 1024;
/** Forwards in flight at once when the upstream is back. */
const FORWARDS_AT_ONCE = 100;

export interface UnforwardedMessagesOptions {
  publishTimeoutMs: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * Messages whose forward to the WalletConnect network failed (stored here all the same, and their
 * publisher told so): forwarded again when an upstream socket connects. If this process ends first,
 * the page's SDK publishes them again itself (it retries an unanswered publish for a minute).
 */
export class UnforwardedMessages {
  private readonly waiting = new Map<string, RelayMessage>();
  private bytes = 0;
  private draining = false;
  private dropped = 0;

  constructor(
    private readonly upstream: Pick<UpstreamRelay, 'publish'>,
    private readonly options: UnforwardedMessagesOptions,
  ) {}

  get size(): number {
    return this.waiting.size;
  }

  add(message: RelayMessage): void {
    if (this.waiting.has(message.id)) return;
    this.waiting.set(message.id, message);
    this.bytes += message.bytes;
    while (this.waiting.size > MAX_MESSAGES || this.bytes > MAX_BYTES) {
      const [id, oldest] = this.waiting.entries().next().value!;
      this.remove(id, oldest);
      this.dropped++;
    }
  }

  /** Forwards what waits (the upstream has just connected); what fails again waits for the next connect. */
  async drain(): Promise<void> {
    if (this.draining || this.waiting.size === 0) return;
    this.draining = true;
    let forwarded = 0;
    try {
      const due = [...this.waiting.values()];
      for (let start = 0; start < due.length; start += FORWARDS_AT_ONCE) {
        const now = Date.now();
        const results = await Promise.allSettled(
          due.slice(start, start + FORWARDS_AT_ONCE).map(async (message) => {
            const expired = message.expiresAt - now < 1000;
            if (!expired) await forwardToUpstream(this.upstream, message, this.options.publishTimeoutMs, now);
            this.remove(message.id, message);
            return !expired;
          }),
        );
        forwarded += results.filter((result) => result.status === 'fulfilled' && result.value).length;
        if (results.some((result) => result.status === 'rejected')) break;
      }
    } finally {
      this.draining = false;
    }
    if (forwarded > 0 || this.dropped > 0) {
      this.options.log.info(
        { forwarded, dropped: this.dropped, stillWaiting: this.waiting.size },
        'relay: forwarded messages kept while the WalletConnect network was unreachable',
      );
      this.dropped = 0;
    }
  }

  private remove(id: string, message: RelayMessage): void {
    if (this.waiting.delete(id)) this.bytes -= message.bytes;
  }
}
