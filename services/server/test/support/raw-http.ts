import { request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request from a chosen loopback source address (127.0.0.2, 127.0.0.3 … are all this
 * machine), so a test can be several clients, or a proxy and its clients, at once.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress, agent: false, timeout: options.timeoutMs ?? 5_000 },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} within ${options.timeoutMs ?? 5_000} ms`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A socket from `localAddress` that has connected (or failed to). */
export function openSocket(localAddress: string, port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}
