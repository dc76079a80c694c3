import { createHash } from 'node:crypto';

/**
 * Messages this pool published lately (by topic and message), so an echo the upstream sends to
 * another of our sockets can be recognised. Bounded: past `capacity` the oldest is forgotten.
 */
export class RecentPublishes {
  /** Message id → when it is forgotten; in insertion order, so the oldest comes first. */
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly rememberMs = 5 * 60_000,
    private readonly capacity = 100_000,
  ) {}

  add(topic: string, message: string, nowMs = Date.now()): void {
    const id = messageKey(topic, message);
    this.expiries.delete(id);
    this.expiries.set(id, nowMs + this.rememberMs);
    this.forgetOld(nowMs);
  }

  has(topic: string, message: string, nowMs = Date.now()): boolean {
    const expiry = this.expiries.get(messageKey(topic, message));
    return expiry !== undefined && expiry > nowMs;
  }

  private forgetOld(nowMs: number): void {
    for (const [id, expiry] of this.expiries) {
      if (this.expiries.size <= this.capacity && expiry > nowMs) return;
      this.expiries.delete(id);
    }
  }
}

function messageKey(topic: string, message: string): string {
  return createHash('sha256').update(topic).update('\n').update(message).digest('base64');
}
