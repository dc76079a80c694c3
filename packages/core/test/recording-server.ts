import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status: number; body: unknown };
/** An answer, or a promise of one to hold the request open a while. */
type Responder = (request: RecordedRequest) => Answer | Promise<Answer>;

/** A real HTTP server on a free port that records requests and answers as told. */
export async function startRecordingServer(respond: Responder) {
  const requests: RecordedRequest[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => resolve(data));
    });
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const raw = await read(request);
    const recorded = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: raw ? JSON.parse(raw) : undefined,
    };
    requests.push(recorded);
    const { status, body } = await respond(recorded);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
