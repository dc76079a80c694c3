import { ConfigError } from '../config/config-error';

/**
 * AIRLOCK_FRAME_ORIGINS: the origins the embedded wallet's frame is served from, comma-separated
 * (`https://frame.my.app,https://frame2.my.app`). Each must be an exact origin: scheme, host and
 * port, no path. Unset: undefined, and the defaults of `defaultFrameOrigins` apply.
 */
export function frameOriginsFromEnv(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let origin: string | undefined;
      try {
        const url = new URL(entry);
        origin = url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
      } catch {
        origin = undefined;
      }
      if (origin !== entry.replace(/\/$/, '')) {
        throw new ConfigError(`AIRLOCK_FRAME_ORIGINS: ${entry} is not an origin (http(s)://host[:port], no path)`);
      }
      return origin;
    });
}

/** The frame host's own origins on this machine; none when its port is chosen at listen time (0). */
export function defaultFrameOrigins(framePort: number): string[] {
  return framePort > 0 ? [`http://localhost:${framePort}`, `http://127.0.0.1:${framePort}`] : [];
}

/** The frame's origins as the embedded routes check them; `add` is for a frame host whose port was chosen at listen time. */
export interface FrameOrigins {
  has(origin: string): boolean;
  add(origin: string): void;
  list(): string[];
}

export function createFrameOrigins(initial: readonly string[]): FrameOrigins {
  const origins = new Set(initial);
  return {
    has: (origin) => origins.has(origin),
    add: (origin) => void origins.add(new URL(origin).origin),
    list: () => [...origins],
  };
}
