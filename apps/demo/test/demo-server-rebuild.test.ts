import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../server/demo-server';

// `npm test` rebuilding the demo while `npm start` serves it must not break the open pages.
describe('the demo server while its dist is rebuilt', () => {
  let dist: string;
  let server: DemoServer;

  async function build(hash: string) {
    await rm(dist, { recursive: true, force: true });
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(
      join(dist, 'index.html'),
      `<html><head><meta name="airlock-demo-config" content="" /><script src="/assets/index-${hash}.js"></script></head></html>`,
    );
    await writeFile(join(dist, 'assets', `index-${hash}.js`), `import('./send-view-${hash}.js')`);
    await writeFile(join(dist, 'assets', `send-view-${hash}.js`), `export const build = '${hash}'`);
  }

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'airlock-demo-'));
    await build('aaaa');
    server = await startDemoServer({
      distDir: dist,
      config: { chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:9999' }] },
    });
    await build('bbbb');
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('keeps serving the build it started with: its page and every chunk that page loads', async () => {
    expect(await (await fetch(server.url)).text()).toContain('/assets/index-aaaa.js');
    const chunk = await fetch(`${server.url}/assets/send-view-aaaa.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toContain('text/javascript');
    expect(await chunk.text()).toBe("export const build = 'aaaa'");
    expect((await fetch(`${server.url}/assets/send-view-bbbb.js`)).status).toBe(404);
  });
});
