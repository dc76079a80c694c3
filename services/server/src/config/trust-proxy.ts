import { isIP } from 'node:net';
import { ConfigError } from './config-error';

/** Names proxy-addr understands for whole address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * AIRLOCK_TRUST_PROXY: a comma-separated list of the reverse proxies in front of the server.
 * `true` is refused: believing every hop lets any client choose its own IP with X-Forwarded-For.
 */
export function trustProxyFromEnv(raw: string | undefined): string[] | undefined {
  if (!raw || raw === 'false') return undefined;
  if (raw === 'true') {
    throw new ConfigError(
      'AIRLOCK_TRUST_PROXY=true would let any client choose its IP with X-Forwarded-For; ' +
        'list your proxies instead, e.g. AIRLOCK_TRUST_PROXY=10.0.0.5 or loopback',
    );
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyEntry(entry));
  if (bad.length > 0)
    throw new ConfigError(`AIRLOCK_TRUST_PROXY: "${bad.join('", "')}" is not an IP address, a CIDR, loopback, linklocal or uniquelocal`);
  return entries;
}
