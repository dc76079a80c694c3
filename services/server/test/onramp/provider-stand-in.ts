import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  url: string;
  authorization?: string;
  body: unknown;
}

/** A local HTTP server answering as MoonPay's and Coinbase's APIs do, recording each request; `failing` makes it answer 500. */
export async function startProviderStandIn(routes: Record<string, (request: StandInRequest) => unknown>) {
  const requests: StandInRequest[] = [];
  const state = { failing: false };
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  const server: Server = createServer(async (request, response) => {
    const recorded = {
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      body: await readBody(request),
    };
    requests.push(recorded);
    const path = recorded.url.split('?')[0]!;
    const route = Object.entries(routes).find(([pattern]) => new RegExp(`^${pattern}$`).test(`${recorded.method} ${path}`));
    if (state.failing || !route) {
      response.writeHead(state.failing ? 500 : 404, { 'content-type': 'application/json' }).end('{"message":"unavailable"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(route[1](recorded)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
