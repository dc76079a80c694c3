import { describe, expect, it } from 'vitest';
import { PublisherBudget } from '../src/relay/publisher-budget';

/** A mailbox count that the test controls, recording how often it was asked. */
function counter(initial: number) {
  const state = { stored: initial, asked: 0 };
  return { state, count: async () => (state.asked++, state.stored) };
}

describe('the per-publisher mailbox bound', () => {
  it('as the only writer, counts the mailbox once and again only when the bound could be reached', async () => {
    const { state, count } = counter(2);
    const budget = new PublisherBudget(count, true);
    for (let stored = 2; stored < 5; stored++) {
      const settled = await budget.reserve('did:key:zA', 5);
      state.stored++;
      settled();
    }
    // 2 counted + 3 stored since stays under 5 without asking again…
    expect(state.asked).toBe(1);
    // …and reaching 5 asks the mailbox, which holds 5 now.
    await expect(budget.reserve('did:key:zA', 5)).rejects.toMatchObject({ code: -32002 });
    expect(state.asked).toBe(2);
    state.stored = 1; // messages expired
    const settled = await budget.reserve('did:key:zA', 5);
    settled();
  });

  it('never lets concurrent publishes past the bound', async () => {
    const { state, count } = counter(0);
    const budget = new PublisherBudget(count, true);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => budget.reserve('did:key:zB', 10)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(10);
    // They all waited for one count.
    expect(state.asked).toBe(1);
  });

  it('with several writers (Redis), counts the mailbox for every publish', async () => {
    const { state, count } = counter(0);
    const budget = new PublisherBudget(count, false);
    for (let index = 0; index < 3; index++) (await budget.reserve('did:key:zC', 10))();
    expect(state.asked).toBe(3);
  });
});
