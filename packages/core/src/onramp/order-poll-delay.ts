/** Spec-free pacing of the order polls: 1 s, then half again each time up to 5 s, so a slow checkout costs few requests. */
export const ORDER_POLL = { firstMs: 1_000, factor: 1.5, maxMs: 5_000 } as const;

/** How long to wait before poll number `attempt` (0-based). */
export function orderPollDelay(attempt: number): number {
  return Math.min(ORDER_POLL.maxMs, Math.round(ORDER_POLL.firstMs * ORDER_POLL.factor ** Math.max(0, attempt)));
}
