import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../server/demo-server';

describe('the demo server', () => {
  let dist: string;
  let server: DemoServer;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'airlock-demo-'));
    await writeFile(join(dist, 'index.html'), '<html><head><meta name="airlock-demo-config" content="" /></head></html>');
    await writeFile(join(dist, 'app.js'), 'console.log(1)');
    server = await startDemoServer({
      distDir: dist,
      config: { chains: [{ chainId: 31337, name: 'A "quoted" <net>', rpcUrl: 'http://127.0.0.1:9999' }] },
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true });
  });

  it('serves the page with a strict CSP and the config escaped into the meta tag', async () => {
    const response = await fetch(server.url);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe');
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9999");
    const html = await response.text();
    expect(html).toContain(
      'content="{&quot;chains&quot;:[{&quot;chainId&quot;:31337,&quot;name&quot;:&quot;A \\&quot;quoted\\&quot; &lt;net&gt;',
    );
  });

  it('serves assets, falls back to the page for routes, 404s missing files and refuses path traversal', async () => {
    expect((await fetch(`${server.url}/app.js`)).headers.get('content-type')).toContain('text/javascript');
    expect(await (await fetch(`${server.url}/some/route`)).text()).toContain('airlock-demo-config');
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    const traversal = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(await traversal.text()).not.toContain('root:');
    expect((await fetch(`${server.url}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${server.url}/app.js`)).status).toBe(200);
  });
});
