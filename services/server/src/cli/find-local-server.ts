import type { ServerConfig } from '../config/server-config';

/** A local server answers /health in milliseconds; waiting longer only slows the CLI when none runs. */
const PROBE_TIMEOUT_MS = 500;

/** Where this machine's server listens per AIRLOCK_HOST and AIRLOCK_SERVER_PORT; undefined for port 0 (any). */
export function localServerUrl(config: Pick<ServerConfig, 'host' | 'port'>): string | undefined {
  if (config.port === 0) return undefined;
  // A server listening on every interface is reached on loopback.
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '::1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Whether an Airlock server answers GET /health at `url` within a moment. */
export async function isAirlockServer(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (!response.ok) return false;
    const health = (await response.json()) as { status?: unknown; storage?: unknown };
    return health.status === 'ok' && (health.storage === 'pglite' || health.storage === 'postgres');
  } catch {
    return false;
  }
}
