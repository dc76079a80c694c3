import net from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '::ffff:127.0.0.1']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host.replace(/^\[|\]$/g, '')) || /^127\./.test(host);
}

/**
 * Records the host of every TCP connection this process opens (fetch, WebSocket and HTTP all go
 * through net.Socket#connect), so a test can prove a Node-side wallet talked to loopback only.
 */
export function recordOutboundConnections(): { hosts: string[]; stop(): void } {
  const hosts: string[] = [];
  const original = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = args[0];
    const options = (Array.isArray(first) ? first[0] : first) as { host?: string; path?: string } | number | string | undefined;
    if (typeof options === 'object' && options !== null && !options.path) hosts.push(options.host ?? 'localhost');
    else if (typeof options === 'number') hosts.push(typeof args[1] === 'string' ? args[1] : 'localhost');
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof original;
  return { hosts, stop: () => void (net.Socket.prototype.connect = original) };
}
