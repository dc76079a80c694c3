import type { RangeReading, RangeScope } from './block-range-reader';

interface PendingRange {
  from: number;
  scope: RangeScope;
  reading: Promise<RangeReading>;
}

const sameScope = (a: RangeScope, b: RangeScope): boolean =>
  a.mode === 'all'
    ? b.mode === 'all'
    : b.mode === 'watched' && a.accounts.size === b.accounts.size && [...b.accounts].every((account) => a.accounts.has(account));

/**
 * The one range a follower reads while it writes the range before (at most one ahead). Only a
 * reading that starts exactly at the chain's stored next block, for the same accounts, is used:
 * anything else (the write failed, a rollback, another process moved the chain, an account was
 * added) is dropped and read again, so a reading ahead never decides where the chain stands.
 */
export class RangeReadAhead {
  private pending: PendingRange | undefined;

  start(from: number, scope: RangeScope, read: () => Promise<RangeReading>): void {
    const reading = read();
    // Met by the step that takes it; a reading dropped unused must not fail the process.
    reading.catch(() => undefined);
    this.pending = { from, scope, reading };
  }

  /** The reading started at `from` for `scope` (its failure included), once; undefined for none or another. */
  take(from: number, scope: RangeScope): Promise<RangeReading> | undefined {
    const pending = this.pending;
    this.pending = undefined;
    return pending && pending.from === from && sameScope(pending.scope, scope) ? pending.reading : undefined;
  }

  /** Waits for a reading under way to end, and drops it. */
  async drop(): Promise<void> {
    const pending = this.pending;
    this.pending = undefined;
    await pending?.reading.catch(() => undefined);
  }
}
