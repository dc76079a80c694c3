/** The URL a client on this machine uses to reach a server bound to host:port. */
export function formatRpcUrl(host: string, port: number): string {
  if (host === '0.0.0.0') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  if (host.includes(':')) return `http://[${host}]:${port}`;
  return `http://${host}:${port}`;
}
