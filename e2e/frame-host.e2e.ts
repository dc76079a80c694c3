import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, loadServerConfig, startServer, type RunningServer } from '@airlock/server';
import { FRAME_TEST_DIST } from './support/test-builds';
import { launchChromium, type WatchedPage } from './support/browser';
import { useWatchedPagePerTest } from './support/watched-page-per-test';

const DAPP_HTML = '<!doctype html><html lang="en"><head><title>dApp</title></head><body><h1>dApp</h1></body></html>';

/**
 * A bare dApp page on this machine (a page Playwright made up would count as public, and Chromium's
 * local network checks would block its iframe to 127.0.0.1 before any CSP is read).
 */
async function startDappPageServer(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(DAPP_HTML);
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

interface EmbedResult {
  ready: unknown;
  replies: unknown[];
  ignored: number;
  /** Every message the frame sent, in order, `settleMs` after the last reply. */
  inbox: unknown[];
}

/**
 * Runs in the dApp page: frames `frameUrl` as the modal will, waits for FRAME_READY (or `waitMs`),
 * then sends `requests` one by one and collects each reply.
 */
function embed(
  page: WatchedPage['page'],
  frameUrl: string,
  requests: Array<{ id: string; type: string; payload: object }>,
  waitMs: number,
  settleMs = 0,
) {
  return page.evaluate(
    async ({ frameUrl, requests, waitMs, settleMs }) => {
      const frameOrigin = new URL(frameUrl).origin;
      const iframe = document.createElement('iframe');
      iframe.src = frameUrl;
      iframe.title = 'Airlock embedded wallet';
      const inbox: unknown[] = [];
      let ignored = 0;
      let notify: () => void = () => undefined;
      window.addEventListener('message', (event) => {
        if (event.origin !== frameOrigin || event.source !== iframe.contentWindow) {
          ignored++;
          return;
        }
        inbox.push(event.data);
        notify();
      });
      const next = (match: (data: unknown) => boolean) =>
        new Promise<unknown>((resolve) => {
          const timer = setTimeout(() => resolve(undefined), waitMs);
          const check = () => {
            const found = inbox.find(match);
            if (found === undefined) return;
            clearTimeout(timer);
            resolve(found);
          };
          notify = check;
          check();
        });
      document.body.append(iframe);
      const ready = await next((data) => (data as { type?: string })?.type === 'FRAME_READY');
      const replies: unknown[] = [];
      if (ready) {
        for (const request of requests) {
          iframe.contentWindow?.postMessage(request, frameOrigin);
          replies.push(await next((data) => (data as { id?: string })?.id === request.id));
        }
      }
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      return { ready, replies, ignored, inbox };
    },
    { frameUrl, requests, waitMs, settleMs },
  ) as Promise<EmbedResult>;
}

describe('the embedded wallet frame on its own origin', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages = useWatchedPagePerTest(() => browser);
  let frameUrl: string;
  let dapp: Awaited<ReturnType<typeof startDappPageServer>>;
  /** On the demo project's allowlist (`http://localhost:*`). */
  let allowedPage: string;
  /** Also this machine, but on no allowlist: Chromium resolves *.localhost to loopback. */
  let outsiderPage: string;

  beforeAll(async () => {
    [server, browser, dapp] = await Promise.all([
      startServer(
        {
          ...loadServerConfig({}),
          demoProject: true,
          port: 0,
          framePort: 0,
          frameDir: FRAME_TEST_DIST,
          databaseUrl: 'memory://',
          logLevel: 'warn',
        },
        { logger: false },
      ),
      launchChromium(),
      startDappPageServer(),
    ]);
    allowedPage = `http://localhost:${dapp.port}/dapp.html`;
    outsiderPage = `http://outsider.localhost:${dapp.port}/dapp.html`;
    frameUrl = `${server.frameUrl}/?projectId=${DEMO_PROJECT_ID}&chainId=31337&version=0.1.0&enableLogger=false`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await dapp?.close();
  });

  it('is ready in a page of an allowed origin and answers each request by id', async () => {
    const { page } = pages.watched;
    await page.goto(allowedPage);
    const result = await embed(
      page,
      frameUrl,
      [
        { id: 'e2e-1', type: 'IS_CONNECTED', payload: {} },
        { id: 'e2e-2', type: 'GET_CHAIN_ID', payload: {} },
        // The code is typed into the frame itself: a dApp page cannot submit one.
        { id: 'e2e-3', type: 'CONNECT_OTP', payload: { otp: '123456' } },
      ],
      10_000,
    );
    expect(result.ready).toEqual({ type: 'FRAME_READY', payload: { version: expect.any(String) } });
    expect(result.replies).toEqual([
      { id: 'e2e-1', type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false } },
      { id: 'e2e-2', type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 31337 } },
      { id: 'e2e-3', type: 'CONNECT_OTP_ERROR', payload: { message: 'Enter the code in the secure frame' } },
    ]);
    expect(result.ignored).toBe(0);
    // Nothing visible while idle.
    const frame = page.frames().find((candidate) => candidate.url().startsWith(server.frameUrl));
    expect(await frame?.locator('#root').innerText()).toBe('');
  });

  it('answers RELOAD, then reloads and is ready again', async () => {
    const { page } = pages.watched;
    await page.goto(allowedPage);
    const result = await embed(page, frameUrl, [{ id: 'e2e-reload', type: 'RELOAD', payload: {} }], 10_000, 1_500);
    expect(result.replies).toEqual([{ id: 'e2e-reload', type: 'RELOAD_SUCCESS', payload: {} }]);
    expect(result.inbox.filter((data) => (data as { type?: string }).type === 'FRAME_READY')).toHaveLength(2);
  });

  it('cannot be framed by a page of an origin the project does not allow', async () => {
    const { page } = pages.watched;
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    await page.goto(outsiderPage);
    const result = await embed(page, frameUrl, [{ id: 'e2e-1', type: 'IS_CONNECTED', payload: {} }], 3_000);
    expect(result.ready).toBeUndefined();
    expect(result.replies).toEqual([]);
    expect(refusals.join('\n')).toContain('frame-ancestors http://localhost:* http://127.0.0.1:*');
  });

  it('says "parent is not set" when opened on its own', async () => {
    const { page } = pages.watched;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(frameUrl);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('parent is not set');
    expect(errors).toContain('parent is not set');
  });
});
