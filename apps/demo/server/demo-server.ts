import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoConfig } from '../src/config/demo-config';
import { contentSecurityPolicy } from './content-security-policy';
import { readDistSnapshot } from './dist-snapshot';
import { PROTECTED_ROUTE_PATH, protectedRoute } from './protected-route';

export const DEMO_DIST = fileURLToPath(new URL('../dist', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
};

export interface DemoServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The request's decoded path, or undefined when its escapes are malformed. */
function pathOf(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://demo').pathname);
  } catch {
    return undefined;
  }
}

/** The frame's origin under both loopback names: the modal loads it on the host it called the server on. */
function frameOriginsOf(frameUrl: string): string[] {
  const url = new URL(frameUrl);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [url.origin];
  return ['localhost', '127.0.0.1'].map((host) => `${url.protocol}//${host}:${url.port}`);
}

/**
 * Serves the built demo, as it was at start, with a strict CSP and its runtime config in a meta tag, and the demo's
 * own backend route, GET /api/protected, which answers only with a valid Sign in with X session token.
 */
export async function startDemoServer(options: {
  config: DemoConfig;
  port?: number;
  host?: string;
  distDir?: string;
  /** The embedded wallet's frame (the Airlock server's frame host), which the page may embed. */
  frameUrl?: string;
}): Promise<DemoServer> {
  const distDir = resolve(options.distDir ?? DEMO_DIST);
  const template = await readFile(join(distDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`The demo is not built: ${distDir}/index.html is missing. Run "npm run build -w @airlock/demo".`);
  });
  const indexHtml = template.replace(
    /<meta name="airlock-demo-config" content="[^"]*"\s*\/?>/,
    `<meta name="airlock-demo-config" content="${escapeAttribute(JSON.stringify(options.config))}" />`,
  );
  const connectOrigins = options.config.chains.map((chain) => new URL(chain.rpcUrl).origin);
  const imageOrigins = options.config.apiUrl ? [new URL(options.config.apiUrl).origin] : [];
  if (options.config.apiUrl) {
    const api = new URL(options.config.apiUrl);
    // WalletConnect pairs through the server's relay, a WebSocket on the same host.
    connectOrigins.push(api.origin, `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`);
  }
  const csp = contentSecurityPolicy(connectOrigins, options.frameUrl ? frameOriginsOf(options.frameUrl) : [], imageOrigins);

  const files = await readDistSnapshot(distDir);
  const answerProtected = protectedRoute(options.config);

  const server: Server = createServer((request, response) => {
    const headers = { 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };
    const path = pathOf(request.url);
    if (path === undefined) {
      response.writeHead(400, { ...headers, 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    if (path === PROTECTED_ROUTE_PATH) {
      answerProtected(request, response, headers).catch(() => response.destroy());
      return;
    }
    const body = path === '/index.html' ? undefined : files.get(path);
    if (body) {
      response.writeHead(200, {
        ...headers,
        'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      response.end(body);
      return;
    }
    if (extname(path) && path !== '/index.html') {
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': CONTENT_TYPES['.html'], 'Cache-Control': 'no-cache' }).end(indexHtml);
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host === '0.0.0.0' ? 'localhost' : (options.host ?? '127.0.0.1')}:${port}`,
    port,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
