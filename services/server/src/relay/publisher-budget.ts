import { RELAY_RPC_ERRORS } from './relay-rpc-error';

/** Publishers whose bound is tracked here at once; past it, those with nothing under way are forgotten (and counted afresh). */
const MAX_TRACKED_PUBLISHERS = 10_000;

interface Tracked {
  /** Unexpired stored messages the mailbox counted at the last look (Infinity before the first). */
  counted: number;
  /** Stores begun since that count, or under way while it ran: counted + added never undercounts. */
  added: number;
  /** Stores begun and not yet settled. */
  storing: number;
  /** Reservations (waiting for a count, or storing) not yet settled: a busy entry is never forgotten. */
  busy: number;
  /** The count under way, which every publish that needs one waits for. */
  recounting?: Promise<void>;
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
      entry = { counted: Infinity, added: 0, storing: 0, busy: 0 };
      this.tracked.set(publisher, entry);
    }
    const reserved = entry;
    reserved.busy++;
    try {
      if (reserved.counted + reserved.added >= limit) {
        reserved.recounting ??= this.recount(publisher, reserved);
        await reserved.recounting;
        if (reserved.counted + reserved.added >= limit) throw RELAY_RPC_ERRORS.mailboxLimit(limit);
      }
    } catch (error) {
      reserved.busy--;
      throw error;
    }
    // Checked and taken in one step: publishes waiting for the same count take what is left one by one.
    reserved.added++;
    reserved.storing++;
    return () => {
      reserved.storing--;
      reserved.busy--;
    };
  }

  private async recount(publisher: string, entry: Tracked): Promise<void> {
    const [addedBefore, storingBefore] = [entry.added, entry.storing];
    try {
      entry.counted = await this.count(publisher);
      // Stores under way when the count ran may or may not be in it: they stay added.
      entry.added = storingBefore + (entry.added - addedBefore);
    } finally {
      entry.recounting = undefined;
    }
  }

  private forgetIdle(): void {
    for (const [publisher, entry] of this.tracked) if (entry.busy === 0) this.tracked.delete(publisher);
  }
}
