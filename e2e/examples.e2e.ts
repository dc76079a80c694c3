import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PROJECT_ID } from '@airlock/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPackageBuildLock } from '../scripts/package-build-lock';
import { buildPackagesUnlessUpToDate, packAirlockPackages } from './support/airlock-tarballs';
import { seriousAxeViolations } from './support/axe';
import { dialog, WALLET_NAME } from './support/demo-page';
import { buildExample, installExample, serveExample, type ExampleName } from './support/example-app';
import { accountButton, openConnectModal, openWithTestWallet, shortAddress, watchHydrationWarnings } from './support/example-page';
import type { ServedProcess } from './support/served-process';
import { useSharedDemoStack } from './support/stack-fixture';

const EXAMPLES: readonly ExampleName[] = ['vite', 'next-app-router'];
const SERVER_ERRORS = /\berror\b|window is not defined|document is not defined|localStorage is not defined|ReferenceError/i;

/** How long each step took, printed at the end (the file's cost in CI). */
const timings: string[] = [];
async function timed<T>(step: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  timings.push(`${step}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

describe('the examples, installed from npm pack tarballs of this checkout and built as a user builds them', () => {
  let root: string | undefined;
  /** Each example's installed copy, by example; every one settles (a failed install must not leave another writing into `root`). */
  let installs: ReadonlyMap<ExampleName, Promise<string>> = new Map();
  let installed: Promise<unknown> = Promise.resolve();
  const builds = new Map<ExampleName, string>();
  const servers = new Map<ExampleName, ServedProcess>();

  // Packing and installing need no server, so they run while the stack starts.
  beforeAll(() => {
    const packing = (async () => {
      root = await mkdtemp(join(tmpdir(), 'airlock-examples-'));
      return withPackageBuildLock(async () => {
        timings.push(await timed('root build', () => buildPackagesUnlessUpToDate()));
        return timed('npm pack', () => packAirlockPackages(join(root!, 'tarballs')));
      });
    })();
    installs = new Map(
      EXAMPLES.map((name) => [name, packing.then((tarballs) => timed(`npm install ${name}`, () => installExample(name, tarballs, root!)))]),
    );
    installed = Promise.allSettled(installs.values());
    // Awaited (and reported) below, once the stack is up.
    for (const install of installs.values()) install.catch(() => undefined);
  });

  const fixture = useSharedDemoStack();

  // The examples are built for the stack's server (its URL is known only now) and the demo project,
  // each as soon as it is installed.
  beforeAll(async () => {
    const env = {
      VITE_AIRLOCK_API_URL: fixture.stack.server.url,
      VITE_AIRLOCK_PROJECT_ID: DEMO_PROJECT_ID,
      NEXT_PUBLIC_AIRLOCK_API_URL: fixture.stack.server.url,
      NEXT_PUBLIC_AIRLOCK_PROJECT_ID: DEMO_PROJECT_ID,
      NEXT_TELEMETRY_DISABLED: '1',
    };
    // Settled, not all: a failed build must not leave the other writing into a directory afterAll deletes.
    const started = await Promise.allSettled(
      EXAMPLES.map(async (name) => {
        const dir = await installs.get(name)!;
        builds.set(name, await timed(`build ${name}`, () => buildExample(dir, env)));
        servers.set(name, await serveExample(name, dir));
      }),
    );
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
  }, 1_200_000);

  afterAll(async () => {
    console.info(`examples: ${timings.join('; ')}`);
    await Promise.all([...servers.values()].map((server) => server.stop()));
    await installed;
    if (root) await rm(root, { recursive: true, force: true });
  }, 600_000); // a stack that failed to start leaves the installs running

  describe('examples/vite (the README snippet)', () => {
    it('connects the test wallet from the modal, which has no serious axe violation', async () => {
      const { page } = fixture.watched;
      const address = await openWithTestWallet(page, fixture.stack, servers.get('vite')!.url);
      await expect.poll(() => page.getByRole('button', { name: 'Network: Airlock Devnet' }).count()).toBe(1);
      await openConnectModal(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog(page)
        .getByRole('button', { name: new RegExp(WALLET_NAME) })
        .click();
      await dialog(page).waitFor({ state: 'detached' });
      await expect.poll(() => accountButton(page).textContent()).toContain(shortAddress(address));
      await expect.poll(() => accountButton(page).textContent()).toContain('10,000.00 ETH');
    });
  });

  describe('examples/next-app-router (SSR)', () => {
    it('builds with no error', () => {
      expect(builds.get('next-app-router')).not.toMatch(SERVER_ERRORS);
    });

    it('renders the buttons and the server component on the server, without browser globals', async () => {
      const { url } = servers.get('next-app-router')!;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Connect Wallet');
      expect(html).toContain('Airlock Devnet');
      // Only the server knows its Node.js version: the section rendered there.
      expect(html).toMatch(
        new RegExp(`data-testid="server-info"[^>]*>Rendered by Node.js (<!-- -->)?${process.version.replaceAll('.', '\\.')}`),
      );
      expect(servers.get('next-app-router')!.output).not.toMatch(SERVER_ERRORS);
    });

    it('hydrates without a warning, connects the test wallet, and hydrates again connected after a reload', async () => {
      const { page } = fixture.watched;
      const hydrationWarnings = watchHydrationWarnings(page);
      const address = await openWithTestWallet(page, fixture.stack, servers.get('next-app-router')!.url);
      await openConnectModal(page);
      await dialog(page)
        .getByRole('button', { name: new RegExp(WALLET_NAME) })
        .click();
      await dialog(page).waitFor({ state: 'detached' });
      await expect.poll(() => accountButton(page).textContent()).toContain(shortAddress(address));

      await page.reload();
      await expect.poll(() => accountButton(page).textContent(), { timeout: 15_000 }).toContain(shortAddress(address));
      expect(await page.getByTestId('server-info').textContent()).toContain(process.version);
      expect(hydrationWarnings).toEqual([]);
      expect(servers.get('next-app-router')!.output).not.toMatch(SERVER_ERRORS);
    });
  });
});
