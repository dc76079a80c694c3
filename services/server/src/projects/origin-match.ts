/**
 * Whether `origin` is allowed by a pattern list. Patterns are exact origins, `*` for any,
 * `http://localhost:*` for any port, or `https://*.example.com` for subdomains.
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return patterns.some((pattern) => {
    if (pattern === '*') return true;
    const match = /^(https?):\/\/(\*\.)?([^:/]+)(?::(\*|\d+))?$/.exec(pattern);
    if (!match) return false;
    const [, protocol, wildcard, host, port] = match;
    if (url.protocol !== `${protocol}:`) return false;
    const hostMatches = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
    if (!hostMatches) return false;
    if (port === '*') return true;
    const defaultPort = protocol === 'https' ? '443' : '80';
    return (url.port || defaultPort) === (port ?? defaultPort);
  });
}
