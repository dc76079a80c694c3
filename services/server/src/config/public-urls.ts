import { ConfigError } from './config-error';

/**
 * AIRLOCK_PUBLIC_URL: the addresses clients reach this server at when they differ from its Host
 * header (a reverse proxy, a path prefix), e.g. `https://airlock.my.app` or `https://my.app/airlock`.
 * A comma-separated list; each must be an absolute http(s) URL without query or fragment.
 */
export function publicUrlsFromEnv(raw: string | undefined): URL[] {
  if (!raw?.trim()) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new ConfigError(`AIRLOCK_PUBLIC_URL: "${entry.slice(0, 100)}" is not a URL`);
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
        throw new ConfigError(`AIRLOCK_PUBLIC_URL: "${entry.slice(0, 100)}" must be an http(s) URL without credentials, query or fragment`);
      }
      return url;
    });
}
