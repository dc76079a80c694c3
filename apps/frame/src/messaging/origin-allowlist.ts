/**
 * Whether `origin` is on a project's allowlist, with the server's semantics
 * (services/server/src/projects/origin-match.ts): exact origins, `*` for any, `http://localhost:*`
 * for any port, `https://*.example.com` for subdomains. The same list is the page's `frame-ancestors`.
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return patterns.some((pattern) => {
    if (pattern === '*') return url.protocol === 'http:' || url.protocol === 'https:';
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
