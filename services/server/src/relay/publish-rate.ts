import { RELAY_RPC_ERRORS } from './relay-rpc-error';

/** A socket's publish budget: `burst` at once, refilled at `perSecond` (a token bucket). */
export class PublishRate {
  private tokens: number;
  private refilledAt = performance.now();

  constructor(private readonly limits: () => { publishesPerSecond: number; publishBurst: number }) {
    this.tokens = limits().publishBurst;
  }

  /** Takes `count` publishes, or throws the rate-limit error (taking none). */
  take(count: number): void {
    const { publishesPerSecond, publishBurst } = this.limits();
    if (!Number.isFinite(publishesPerSecond)) return;
    const now = performance.now();
    this.tokens = Math.min(publishBurst, this.tokens + ((now - this.refilledAt) / 1000) * publishesPerSecond);
    this.refilledAt = now;
    if (this.tokens < count) throw RELAY_RPC_ERRORS.publishRate(publishesPerSecond, publishBurst);
    this.tokens -= count;
  }
}
