import { fileURLToPath } from 'node:url';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/app/start-server';
import { loadServerConfig } from '../src/config/server-config';
import { defaultFrameDir, PACKAGED_FRAME_DIR, REPOSITORY_FRAME_DIR } from '../src/frame-host/frame-dir';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { requestFrom } from './support/raw-http';

const INDEX_HTML =
  `<!doctype html>
<html><head><meta name="airlock-frame-config" content="" /><script type="module" crossorigin src="/assets/index-abc123.js"></script>` +
  '</head><body><div id="root"></div></body></html>';

async function fixtureFrameDir(built = true): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'airlock-frame-'));
  if (!built) return dir;
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("frame")');
  await writeFile(join(dir, 'secret.txt'), 'not an asset');
  return dir;
}

async function startWithFrame(frameDir: string): Promise<RunningServer> {
  return startServer(
    {
      ...loadServerConfig({}),
      chains: devnetChainConfigs(),
      demoProject: true,
      port: 0,
      framePort: 0,
      frameDir,
      databaseUrl: 'memory://',
      logLevel: 'silent',
    },
    { logger: false },
  );
}

/** A GET with the path sent as written (fetch would resolve `..` segments first). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

function metaConfig(html: string): unknown {
  const content = /<meta name="airlock-frame-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return JSON.parse(
    content
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

describe('frame host', () => {
  let server: RunningServer;
  let frameDir: string;
  const projects: Record<string, string> = {};

  beforeAll(async () => {
    frameDir = await fixtureFrameDir();
    server = await startWithFrame(frameDir);
    projects.example = (
      await server.deps.projects.create({ name: 'Example', allowedOrigins: ['https://app.example.com', 'https://*.example.org'] })
    ).id;
    projects.none = (await server.deps.projects.create({ name: 'Nobody', allowedOrigins: [] })).id;
    // Stored without the admin API's validation: a pattern that would break the CSP is left out.
    projects.odd = (
      await server.deps.projects.create({
        name: 'Odd',
        allowedOrigins: ['https://ok.test', "https://x.test;script-src 'unsafe-inline'", 'https://b,c.test'],
      })
    ).id;
  });
  afterAll(async () => {
    await server?.close();
    await rm(frameDir, { recursive: true, force: true });
  });

  it('listens on its own origin, next to the API', () => {
    expect(new URL(server.frameUrl).origin).not.toBe(new URL(server.url).origin);
  });

  it('tells the modal where the frame is (its port, same-site with a loopback page) and which social logins work (none here)', async () => {
    const { port } = new URL(server.frameUrl);
    for (const apiHost of ['localhost', '127.0.0.1']) {
      const api = new URL(server.url);
      api.hostname = apiHost;
      for (const pageHost of ['localhost', '127.0.0.1']) {
        const response = await fetch(`${api.origin}/v1/project/config?projectId=${DEMO_PROJECT_ID}`, {
          headers: { origin: `http://${pageHost}:5173` },
        });
        expect(await response.json()).toMatchObject({ frameUrl: `http://${pageHost}:${port}`, socialProviders: [] });
      }
      // A page elsewhere (allowed by a wildcard, say) gets the frame on the host it called.
      const response = await fetch(`${api.origin}/v1/project/config?projectId=${DEMO_PROJECT_ID}`);
      expect(await response.json()).toMatchObject({ frameUrl: `http://${apiHost}:${port}` });
    }
  });

  it('never tells the modal a frame address off the frame origins, whatever Host the request names, and says not to cache it', async () => {
    const allowed = server.deps.embedded.frameOrigins.list();
    const api = new URL(server.url);
    for (const host of [
      'evil.example',
      `evil.example:${api.port}`,
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      `attacker.test:${new URL(server.frameUrl).port}`,
    ]) {
      for (const origin of [undefined, 'http://localhost:5173', 'https://evil.example']) {
        const answer = await requestFrom('127.0.0.1', `${server.url}/v1/project/config?projectId=${DEMO_PROJECT_ID}`, {
          headers: { host, ...(origin ? { origin } : {}) },
        });
        if (answer.status !== 200) {
          expect(answer.status).toBe(403);
          continue;
        }
        const { frameUrl } = JSON.parse(answer.body) as { frameUrl?: string };
        expect(allowed, `Host ${host}, Origin ${origin}`).toContain(frameUrl);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
    const honest = await fetch(`${server.url}/v1/project/config?projectId=${DEMO_PROJECT_ID}`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(honest.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the demo project page framed only by its allowed origins, with the config in the meta tag', async () => {
    const response = await fetch(`${server.frameUrl}/?projectId=${DEMO_PROJECT_ID}&chainId=31337&version=0.1.0&enableLogger=false`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
        `connect-src 'self' ${new URL(server.url).origin}; frame-ancestors http://localhost:* http://127.0.0.1:*; ` +
        "base-uri 'none'; object-src 'none'; form-action 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const html = await response.text();
    expect(metaConfig(html)).toEqual({
      projectId: DEMO_PROJECT_ID,
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      apiUrl: server.url,
      chains: server.deps.chains.map(({ chainId, name }) => ({ chainId, name })),
    });
    expect(server.deps.chains.length).toBeGreaterThan(0);
    expect(html).toContain('/assets/index-abc123.js');
  });

  it('writes each project its own frame-ancestors', async () => {
    const csp = async (id: string) => (await fetch(`${server.frameUrl}/?projectId=${id}`)).headers.get('content-security-policy');
    expect(await csp(projects.example!)).toContain('frame-ancestors https://app.example.com https://*.example.org;');
    expect(await csp(projects.none!)).toContain("frame-ancestors 'none';");
    const odd = await csp(projects.odd!);
    expect(odd).toContain('frame-ancestors https://ok.test;');
    expect(odd).not.toContain('unsafe-inline');
    const html = await (await fetch(`${server.frameUrl}/?projectId=${projects.odd}`)).text();
    expect(metaConfig(html)).toMatchObject({ allowedOrigins: ['https://ok.test'] });
  });

  it('answers 400 to a missing, malformed or unknown project id', async () => {
    for (const [query, message] of [
      ['', 'Project ID Not Configured'],
      ['?projectId=', 'Project ID Not Configured'],
      ['?projectId=nope', 'Invalid Project ID: projectId must be 32 hexadecimal characters'],
      ['?projectId=A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1A1', 'Invalid Project ID: projectId must be 32 hexadecimal characters'],
      ['?projectId=a&projectId=b', 'Invalid Project ID: projectId must be 32 hexadecimal characters'],
      ['?projectId=ffffffffffffffffffffffffffffffff', 'Invalid Project ID: no project has this id'],
    ]) {
      const response = await fetch(`${server.frameUrl}/${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ message, statusCode: 400 });
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('refuses an overlong address with 414', async () => {
    const response = await fetch(`${server.frameUrl}/?projectId=${DEMO_PROJECT_ID}&rpcUrl=${'x'.repeat(5000)}`);
    expect(response.status).toBe(414);
  });

  it('serves assets with long cache headers', async () => {
    const response = await fetch(`${server.frameUrl}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(await response.text()).toBe('console.log("frame")');
  });

  it('answers 404 to every other path, traversal included', async () => {
    for (const path of [
      '/assets/missing.js',
      '/assets/',
      '/assets/.hidden.js',
      '/assets/..',
      '/assets/..%2Fsecret.txt',
      '/assets/..%2F..%2F..%2Fpackage.json',
      '/assets/%2e%2e%2fsecret.txt',
      '/assets/../secret.txt',
      '/../secret.txt',
      '/assets/..\\secret.txt',
      '/assets/index-abc123.js%00.js',
      '/secret.txt',
      '/index.html',
      '/favicon.ico',
      '/assets/sub/index-abc123.js',
    ]) {
      const response = await rawGet(server.frameUrl, path);
      expect(response.status, path).toBe(404);
      expect(response.body).not.toContain('not an asset');
    }
    expect((await fetch(`${server.frameUrl}/?projectId=${DEMO_PROJECT_ID}`, { method: 'POST', body: 'x' })).status).toBe(404);
  });

  it('is not the API: API routes are not served on the frame origin', async () => {
    expect((await fetch(`${server.frameUrl}/health`)).status).toBe(404);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});

describe('frame host without a built frame', () => {
  it('answers 503 "The frame is not built" until it is, without crashing', async () => {
    const frameDir = await fixtureFrameDir(false);
    const server = await startWithFrame(frameDir);
    try {
      const response = await fetch(`${server.frameUrl}/?projectId=${DEMO_PROJECT_ID}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: 'FRAME_NOT_BUILT', message: 'The frame is not built' });
      expect((await fetch(`${server.frameUrl}/assets/index-abc123.js`)).status).toBe(404);
      // Bad input is still a 400 first.
      expect((await fetch(`${server.frameUrl}/?projectId=nope`)).status).toBe(400);

      await writeFile(join(frameDir, 'index.html'), '<!doctype html><title>no meta</title>');
      expect((await fetch(`${server.frameUrl}/?projectId=${DEMO_PROJECT_ID}`)).status).toBe(503);

      await writeFile(join(frameDir, 'index.html'), INDEX_HTML);
      expect((await fetch(`${server.frameUrl}/?projectId=${DEMO_PROJECT_ID}`)).status).toBe(200);
    } finally {
      await server.close();
      await rm(frameDir, { recursive: true, force: true });
    }
  });

  it('closes with the server', async () => {
    const frameDir = await fixtureFrameDir();
    const server = await startWithFrame(frameDir);
    await server.close();
    await expect(fetch(`${server.frameUrl}/?projectId=${DEMO_PROJECT_ID}`)).rejects.toThrow();
    await rm(frameDir, { recursive: true, force: true });
  });
});

describe('frame host limits', () => {
  it('counts its requests in the per-IP budget it shares with the API', async () => {
    const frameDir = await fixtureFrameDir();
    const server = await startServer(
      {
        ...loadServerConfig({}),
        demoProject: true,
        port: 0,
        framePort: 0,
        frameDir,
        databaseUrl: 'memory://',
        logLevel: 'silent',
        ipRateLimitPerMinute: 3,
      },
      { logger: false },
    );
    try {
      const page = `${server.frameUrl}/?projectId=${DEMO_PROJECT_ID}`;
      expect((await fetch(page)).status).toBe(200);
      expect((await fetch(`${server.frameUrl}/assets/index-abc123.js`)).status).toBe(200);
      expect((await fetch(`${server.url}/v1/supported-chains?projectId=${DEMO_PROJECT_ID}`)).status).not.toBe(429);
      const limited = await fetch(page);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await server.close();
      await rm(frameDir, { recursive: true, force: true });
    }
  });
});

describe('frame host configuration', () => {
  it('AIRLOCK_FRAME_PORT: server port+1 (8788), free beside a free server port; AIRLOCK_FRAME_DIR: packaged, else apps/frame/dist', () => {
    expect(loadServerConfig({}).framePort).toBe(8788);
    expect(loadServerConfig({ AIRLOCK_SERVER_PORT: '8797' }).framePort).toBe(8798);
    expect(loadServerConfig({ AIRLOCK_SERVER_PORT: '0' }).framePort).toBe(0);
    expect(loadServerConfig({ AIRLOCK_FRAME_PORT: '9999' }).framePort).toBe(9999);
    expect(() => loadServerConfig({ AIRLOCK_FRAME_PORT: 'x' })).toThrow(/AIRLOCK_FRAME_PORT/);
    expect(loadServerConfig({}).frameDir).toBe(defaultFrameDir());
    expect(PACKAGED_FRAME_DIR).toBe(fileURLToPath(new URL('../frame', import.meta.url)));
    expect(REPOSITORY_FRAME_DIR).toBe(fileURLToPath(new URL('../../../apps/frame/dist', import.meta.url)));
    expect([PACKAGED_FRAME_DIR, REPOSITORY_FRAME_DIR]).toContain(defaultFrameDir());
    expect(loadServerConfig({ AIRLOCK_FRAME_DIR: '/tmp/frame' }).frameDir).toBe('/tmp/frame');
  });

  it('a busy frame port stops the start and leaves nothing open', async () => {
    const frameDir = await fixtureFrameDir();
    const first = await startWithFrame(frameDir);
    const port = Number(new URL(first.frameUrl).port);
    try {
      await expect(
        startServer(
          { ...loadServerConfig({}), port: 0, framePort: port, frameDir, databaseUrl: 'memory://', logLevel: 'silent' },
          { logger: false },
        ),
      ).rejects.toThrow(/EADDRINUSE.*set AIRLOCK_FRAME_PORT/);
    } finally {
      await first.close();
      await rm(frameDir, { recursive: true, force: true });
    }
  });
});
