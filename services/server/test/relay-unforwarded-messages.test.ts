import { describe, expect, it } from 'vitest';
import { UnforwardedMessages } from '../src/relay/federation/unforwarded-messages';
import type { RelayMessage } from '../src/relay/relay-message';
import { UpstreamUnavailableError } from '../src/relay/upstream/upstream-errors';

const silent = { info: () => undefined, warn: () => undefined };

function message(index: number, overrides: Partial<RelayMessage> = {}): RelayMessage {
  const now = Date.now();
  return {
    id: `id-${index}`,
    topic: 'a'.repeat(64),
    message: `m${index}`,
    tag: 1108,
    publishedAt: now,
    expiresAt: now + 300_000,
    publisher: 'did:key:z1',
    address: '127.0.0.1',
    bytes: 2,
    ...overrides,
  };
}

/** An upstream that takes publishes while `up`, recording them. */
function upstream() {
  const published: string[] = [];
  const state = {
    up: true,
    published,
    async publish({ message: text }: { message: string }) {
      if (!state.up) throw new UpstreamUnavailableError('disconnected', 'down');
      published.push(text);
    },
  };
  return state;
}

describe('messages kept while the WalletConnect network is unreachable', () => {
  it('are forwarded once, in order, when it connects again; an expired one is dropped', async () => {
    const network = upstream();
    const kept = new UnforwardedMessages(network, { publishTimeoutMs: 1000, log: silent });
    kept.add(message(1));
    kept.add(message(1));
    kept.add(message(2, { expiresAt: Date.now() + 500 }));
    kept.add(message(3));
    await kept.drain();
    expect(network.published).toEqual(['m1', 'm3']);
    expect(kept.size).toBe(0);
    await kept.drain();
    expect(network.published).toEqual(['m1', 'm3']);
  });

  it('wait for the next connect when it fails again', async () => {
    const network = upstream();
    network.up = false;
    const kept = new UnforwardedMessages(network, { publishTimeoutMs: 1000, log: silent });
    kept.add(message(1));
    await kept.drain();
    expect(kept.size).toBe(1);
    network.up = true;
    await kept.drain();
    expect(network.published).toEqual(['m1']);
  });

  it('are bounded: past 10,000 the oldest goes', async () => {
    const network = upstream();
    const kept = new UnforwardedMessages(network, { publishTimeoutMs: 1000, log: silent });
    for (let index = 0; index < 10_005; index++) kept.add(message(index));
    expect(kept.size).toBe(10_000);
    await kept.drain();
    expect(network.published[0]).toBe('m5');
    expect(network.published).toHaveLength(10_000);
  });
});
