import type { Server } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Caps the sockets one client address may hold open at once; past it, new sockets are closed at
 * once. Trusted proxies carry many clients' connections and are exempt.
 */
export function limitConnectionsPerAddress(
  server: Server,
  maxPerAddress: number,
  trustedProxies: readonly string[],
  log: FastifyBaseLogger,
): void {
  const isProxy = trustedProxies.length > 0 ? proxyAddr.compile([...trustedProxies]) : () => false;
  const open = new Map<string, number>();
  let warnedAt = -Infinity;
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (isProxy(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerAddress) {
      if (Date.now() - warnedAt > 60_000) {
        warnedAt = Date.now();
        log.warn({ address, max: maxPerAddress }, 'too many connections from one address: closing new ones');
      }
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
