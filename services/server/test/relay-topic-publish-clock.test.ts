import { describe, expect, it } from 'vitest';
import { createTopicPublishClock } from '../src/relay/topic-publish-clock';

describe('the relay publish clock', () => {
  it('increases strictly per topic within one millisecond, and follows the clock once it passes', () => {
    let now = 1_000;
    const publishTime = createTopicPublishClock(() => now);
    expect([publishTime('a'), publishTime('a'), publishTime('a')]).toEqual([1_000, 1_001, 1_002]);
    // Another topic is not pushed ahead by the first one's burst.
    expect(publishTime('b')).toBe(1_000);
    now = 1_005;
    expect(publishTime('a')).toBe(1_005);
  });

  it('forgets topics whose last time has passed once it remembers many', () => {
    let now = 0;
    const publishTime = createTopicPublishClock(() => now);
    for (let topic = 0; topic <= 10_001; topic++) publishTime(`t${topic}`);
    now = 10;
    publishTime('t0');
    // A topic remembered at time 0 starts again from the clock, not from its old time.
    expect(publishTime('t1')).toBe(10);
  });
});
