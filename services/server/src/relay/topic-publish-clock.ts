/** Above this many topics remembered, the ones whose last time has passed are forgotten. */
const PRUNE_ABOVE = 10_000;

/**
 * Publish times, in milliseconds, that increase strictly per topic: stored copies are redelivered in `publishedAt` order,
 * and two messages published on one topic in the same millisecond (a session settle and its first request) must keep
 * theirs. A time ahead of the clock is remembered only until the clock passes it, so the map stays small.
 */
export function createTopicPublishClock(now: () => number = Date.now) {
  const last = new Map<string, number>();
  return (topic: string): number => {
    const current = now();
    const previous = last.get(topic);
    const time = previous !== undefined && previous >= current ? previous + 1 : current;
    if (last.size > PRUNE_ABOVE) for (const [known, at] of last) if (at < current) last.delete(known);
    last.set(topic, time);
    return time;
  };
}
