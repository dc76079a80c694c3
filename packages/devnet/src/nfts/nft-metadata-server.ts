import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devnetNftFiles } from './devnet-nft-documents';

export interface NftMetadataServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** host:port, what an Airlock server puts on AIRLOCK_NFT_ALLOWED_HOSTS to fetch from it. */
  host: string;
  stop(): Promise<void>;
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Serves the devnet NFTs' metadata JSON and images (GET only). The documents name the server's
 * own URL, so the port is chosen first and the files are rendered once it is known.
 */
export async function startNftMetadataServer(options: { host?: string; port?: number } = {}): Promise<NftMetadataServer> {
  const host = options.host ?? '127.0.0.1';
  let files = new Map<string, { contentType: string; body: Buffer }>();
  const server = createServer((request, response) => {
    const file = request.method === 'GET' || request.method === 'HEAD' ? files.get((request.url ?? '').split('?')[0]!) : undefined;
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': file.contentType,
      'content-length': file.body.length,
      'cache-control': 'public, max-age=3600',
    });
    response.end(request.method === 'HEAD' ? undefined : file.body);
  });
  const port = await listen(server, host, options.port ?? 0);
  const hostPort = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const url = `http://${hostPort}`;
  files = devnetNftFiles(url);
  return {
    url,
    host: hostPort,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
