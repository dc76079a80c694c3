import { RELAY_RPC_ERRORS } from './relay-rpc-error';

/** Publishers whose bound is tracked here at once; past it, those with no store under way are forgotten (and counted afresh). */
const MAX_TRACKED_PUBLISHERS = 10_000;

interface Tracked {
  /** Unexpired stored messages the mailbox counted at the last look. */
  counted: number;
  /** Stores begun since that count, or under way while it ran: counted + added never undercounts. */
  added: number;
  /** Stores begun and not yet settled. */
  inFlight: number;
}

/**
 * The bound on each publisher's unexpired stored messages. When this process is the mailbox's
 * only writer (the database mailbox; Redis is shared by several processes), the mailbox is counted
 * only when the last count plus the stores since could reach the limit: expiry only lowers the true
 * count, so most publishes skip the count query and the bound still holds.
 */
export class PublisherBudget {
  private readonly tracked = new Map<string, Tracked>();

  constructor(
    private readonly count: (publisher: string) => Promise<number>,
    private readonly onlyWriter: boolean,
  ) {}

  /** Throws the mailbox-limit error when the publisher is at `limit`; else returns the function to call once the store has settled. */
  async reserve(publisher: string, limit: number): Promise<() => void> {
    if (!this.onlyWriter) {
      if ((await this.count(publisher)) >= limit) throw RELAY_RPC_ERRORS.mailboxLimit(limit);
      return () => undefined;
    }
    let entry = this.tracked.get(publisher);
    if (!entry) {
      if (this.tracked.size >= MAX_TRACKED_PUBLISHERS) this.forgetIdle();
      entry = { counted: Infinity, added: 0, inFlight: 0 };
      this.tracked.set(publisher, entry);
    }
    if (entry.counted + entry.added >= limit) {
      const [addedBefore, inFlightBefore] = [entry.added, entry.inFlight];
      entry.counted = await this.count(publisher);
      // Stores under way when the count ran may or may not be in it: they stay added.
      entry.added = inFlightBefore + (entry.added - addedBefore);
      if (entry.counted + entry.added >= limit) throw RELAY_RPC_ERRORS.mailboxLimit(limit);
    }
    entry.added++;
    entry.inFlight++;
    const reserved = entry;
    return () => void reserved.inFlight--;
  }

  private forgetIdle(): void {
    for (const [publisher, entry] of this.tracked) if (entry.inFlight === 0) this.tracked.delete(publisher);
  }
}
