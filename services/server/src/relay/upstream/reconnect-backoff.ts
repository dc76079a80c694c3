export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
}

/** The wait before reconnect attempt `attempt` (0 first): doubling up to maxMs, then between half and all of it, so sockets spread out. */
export function reconnectDelay(attempt: number, { initialMs, maxMs }: BackoffOptions, random = Math.random): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
