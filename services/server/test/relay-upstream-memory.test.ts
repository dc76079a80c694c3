import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '../src/relay/upstream/reconnect-backoff';
import { RecentPublishes } from '../src/relay/upstream/recent-publishes';

describe('upstream reconnect backoff', () => {
  const backoff = { initialMs: 250, maxMs: 30_000 };
  it('doubles from initialMs up to maxMs, jittered between half and all of it', () => {
    expect([0, 1, 2, 3, 10, 60].map((attempt) => reconnectDelay(attempt, backoff, () => 1))).toEqual([
      250, 500, 1_000, 2_000, 30_000, 30_000,
    ]);
    expect([0, 1, 10].map((attempt) => reconnectDelay(attempt, backoff, () => 0))).toEqual([125, 250, 15_000]);
    for (let attempt = 0; attempt < 20; attempt++) {
      const delay = reconnectDelay(attempt, backoff);
      expect(delay).toBeGreaterThanOrEqual(Math.min(30_000, 250 * 2 ** attempt) / 2);
      expect(delay).toBeLessThanOrEqual(30_000);
    }
  });
});

describe('recent publishes (echo memory)', () => {
  it('remembers a topic+message pair for its window only', () => {
    const recent = new RecentPublishes(5 * 60_000);
    recent.add('t', 'm', 0);
    expect(recent.has('t', 'm', 1_000)).toBe(true);
    expect(recent.has('t', 'other', 1_000)).toBe(false);
    expect(recent.has('other', 'm', 1_000)).toBe(false);
    // No ambiguity where topic ends and message begins.
    recent.add('ab', 'c', 0);
    expect(recent.has('a', 'bc', 0)).toBe(false);
    expect(recent.has('t', 'm', 5 * 60_000 + 1)).toBe(false);
  });

  it('holds at most `capacity` ids, forgetting the oldest', () => {
    const recent = new RecentPublishes(60_000, 3);
    for (const message of ['1', '2', '3', '4']) recent.add('t', message, 0);
    expect(['1', '2', '3', '4'].map((message) => recent.has('t', message, 0))).toEqual([false, true, true, true]);
    expect((recent as unknown as { expiries: Map<string, number> }).expiries.size).toBe(3);
  });
});
