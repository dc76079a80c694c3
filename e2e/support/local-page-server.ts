import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalPageServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves one HTML page at every path, on this machine (a page Playwright made up would count as
 * public, and Chromium's local network checks would block its iframe to the frame host).
 */
export async function startLocalPageServer(html: string): Promise<LocalPageServer> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
