import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { createUpstreamRelay, type UpstreamRelay, type UpstreamRelayOptions } from '../src/relay/upstream/upstream-relay';

export interface Delivery {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
}

/** An upstream pool under test, with what it delivered, resubscribed and logged. */
export interface PoolUnderTest {
  pool: UpstreamRelay;
  deliveries: Delivery[];
  resubscribed: string[][];
  logs: { level: 'info' | 'warn'; obj: object; msg: string }[];
}

/** Polls `check` until it returns something other than undefined/false. */
export async function eventually<T>(check: () => T | undefined | false, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(20);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes pools that are all closed by `closeAll` (call it in afterEach). */
export function poolFactory() {
  const made: UpstreamRelay[] = [];
  return {
    make(url: string, options: Partial<UpstreamRelayOptions> = {}): PoolUnderTest {
      const deliveries: Delivery[] = [];
      const resubscribed: string[][] = [];
      const logs: PoolUnderTest['logs'] = [];
      const pool = createUpstreamRelay({
        url,
        projectId: DEMO_PROJECT_ID,
        log: { info: (obj, msg) => logs.push({ level: 'info', obj, msg }), warn: (obj, msg) => logs.push({ level: 'warn', obj, msg }) },
        onMessage: async (delivery) => {
          deliveries.push(delivery);
        },
        onResubscribed: (topics) => resubscribed.push(topics),
        ...options,
      });
      made.push(pool);
      return { pool, deliveries, resubscribed, logs };
    },
    async closeAll() {
      await Promise.all(made.splice(0).map((pool) => pool.close()));
    },
  };
}
