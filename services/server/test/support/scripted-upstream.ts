import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UpstreamReply {
  status?: number;
  headers?: Record<string, string>;
  /** A JSON value, or a string sent as is. */
  body?: unknown;
  delayMs?: number;
}

export interface ScriptedUpstream {
  url: string;
  /** Every JSON body received, in order. */
  received: unknown[];
  close(): Promise<void>;
}

/**
 * A local JSON-RPC endpoint that answers each request with whatever `reply` says: errors,
 * delays, garbage. Answers a single call with `{ result }` echoing its id unless told otherwise.
 */
export async function startScriptedUpstream(
  reply: (body: unknown, index: number) => UpstreamReply | Promise<UpstreamReply>,
): Promise<ScriptedUpstream> {
  const received: unknown[] = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown;
    const index = received.push(body) - 1;
    const answer = await reply(body, index);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    const payload = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
    response.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON-RPC result for `body` (a single call), echoing its id. */
export function resultFor(body: unknown, result: unknown): unknown {
  return { jsonrpc: '2.0', id: (body as { id?: unknown }).id ?? null, result };
}

/** A URL nothing listens on. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
