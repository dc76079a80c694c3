import type { ApiClient } from '../api/api-client';
import { loadModule } from '../modules/load-module';
import type { AnalyticsClient } from './analytics-client';

type Call = (client: AnalyticsClient) => void;

/**
 * The analytics client with its code loaded on first use, out of the dApp's first load. What is
 * tracked or reported before it has loaded waits, in order, and goes to it once it has, stamped with
 * the time it happened. Telemetry is not the visitor's problem: a chunk that does not load (warned
 * about once by loadModule) drops what waited and leaves analytics off for this client.
 */
export function createLazyAnalyticsClient(api: ApiClient, options: { now?: () => number } = {}): AnalyticsClient {
  const now = options.now ?? Date.now;
  let client: AnalyticsClient | undefined;
  let loading: Promise<AnalyticsClient | undefined> | undefined;
  let waiting: Call[] = [];
  let off = false;
  /** While a waiting call replays, the time it was made: the client stamps and rate-limits by it. */
  let replayedAt: number | undefined;

  const load = () =>
    (loading ??= loadModule(() => import('./analytics-client')).then(
      ({ createAnalyticsClient }) => {
        if (off) return undefined;
        const loaded = createAnalyticsClient(api, { now: () => replayedAt ?? now() });
        for (const call of waiting) call(loaded);
        waiting = [];
        client = loaded;
        return loaded;
      },
      () => {
        off = true;
        waiting = [];
        return undefined;
      },
    ));

  const call = (use: Call) => {
    if (client) return use(client);
    if (off) return;
    const at = now();
    waiting.push((loaded) => {
      replayedAt = at;
      try {
        use(loaded);
      } finally {
        replayedAt = undefined;
      }
    });
    void load();
  };

  return {
    track: (event) => call((loaded) => loaded.track(event)),
    reportError: (error, context) => call((loaded) => loaded.reportError(error, context)),
    async flush() {
      if (client) return client.flush();
      // Nothing was tracked yet: there is nothing to send, and nothing to load for it.
      if (!loading) return;
      await (await loading)?.flush();
    },
    stop() {
      off = true;
      waiting = [];
      client?.stop();
    },
  };
}
