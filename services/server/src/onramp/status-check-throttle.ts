/** A provider is asked about one order at most this often, however often the "buy in progress" view polls. */
const STATUS_CHECK_INTERVAL_MS = 10_000;
/** Orders remembered; past this many the oldest is forgotten (and may be asked about again early). */
const MAX_REMEMBERED = 10_000;

/** Whether a provider may be asked about an order now; counts the ask when it may. */
export function createStatusCheckThrottle(now: () => number = Date.now): (orderId: string) => boolean {
  const lastAsked = new Map<string, number>();
  return (orderId) => {
    const last = lastAsked.get(orderId);
    if (last !== undefined && now() - last < STATUS_CHECK_INTERVAL_MS) return false;
    lastAsked.delete(orderId);
    if (lastAsked.size >= MAX_REMEMBERED) lastAsked.delete(lastAsked.keys().next().value as string);
    lastAsked.set(orderId, now());
    return true;
  };
}
