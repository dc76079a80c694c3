import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { DEMO_PROJECT_ID, type RunningServer } from '@airlock/server';
import { startEmbeddedTestServer } from '../services/server/test/support/embedded-test-server';
import { startDemoServer, type DemoServer } from '../apps/demo/server/demo-server';
import { build } from 'vite';
import { DEMO_ROOT, FRAME_ROOT } from '../scripts/build-demo';
import { onCleanup } from './cleanup';

/**
 * What both embedded-wallet benchmarks run against: a devnet, the Airlock server (in-memory
 * PGlite, its frame host on a free port, a fresh master key and data directory in a temporary
 * folder) and the built demo wired to that frame — e2e/support/demo-stack.ts with its own data
 * directory and its own builds of the demo and the frame in a temporary folder, so nothing is
 * written into the checkout (`.airlock/`, `apps/demo/dist`, `apps/frame/dist`).
 * Default limits: email codes allow 30 per client IP per hour and 10 per address
 * (services/server/src/embedded/email-codes/email-code-limits.ts); a stack is fresh per bench run,
 * and one run sends 11 codes (10 logins, 1 for the signing benchmark), so they never bite.
 */
export interface EmbeddedStack {
  devnet: Devnet;
  server: RunningServer;
  demo: DemoServer;
  /** The frame's URL as the modal loads it (project, chain, version). */
  frameUrl: string;
  /** The 6-digit code of the latest mail to `email`, or '' when none is stored yet. */
  latestCode(email: string): string;
  /** Resolves with the code as soon as the dev outbox holds a mail to `email` (polled every ms). */
  waitForCode(email: string, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/**
 * Production builds of the demo and the frame into `outDir` (not apps/demo/dist and apps/frame/dist: other work in the
 * checkout rebuilds those, and a chunk replaced mid-run would fail the page's lazy imports).
 */
async function buildPrivately(root: string, outDir: string): Promise<void> {
  // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: `${root}/vite.config.ts`,
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

export async function startEmbeddedStack(): Promise<EmbeddedStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-bench-embedded-'));
  const steps: Array<() => Promise<void>> = [() => rm(dataDir, { recursive: true, force: true })];
  const stopAll = async () => {
    for (const step of steps.splice(0).reverse()) await step().catch((error: unknown) => console.error('  cleanup:', error));
  };
  const stop = onCleanup(stopAll);
  try {
    const demoDir = join(dataDir, 'demo');
    const frameDir = join(dataDir, 'frame');
    const started = performance.now();
    await buildPrivately(DEMO_ROOT, demoDir);
    await buildPrivately(FRAME_ROOT, frameDir);
    console.log(`  demo and frame built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const devnet = await startDevnet();
    steps.push(() => devnet.stop());
    const server = await startEmbeddedTestServer({ dataDir, rpcUrls: devnet.chains.map((chain) => chain.rpcUrl), frameDir });
    steps.push(() => server.close());
    const demo = await startDemoServer({
      distDir: demoDir,
      frameUrl: server.frameUrl,
      config: {
        chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
        apiUrl: server.url,
        projectId: DEMO_PROJECT_ID,
      },
    });
    steps.push(() => demo.close());
    const outbox = server.deps.devOutbox;
    if (!outbox) throw new Error('the server has no dev outbox (is SMTP configured in the environment?)');
    const latestCode = (email: string) => codeIn(outbox.list({ to: email, limit: 1 })[0]?.text ?? '');
    return {
      devnet,
      server,
      demo,
      frameUrl: `${server.frameUrl}/?projectId=${DEMO_PROJECT_ID}&chainId=31337&version=0.1.0&enableLogger=false`,
      latestCode,
      waitForCode: async (email, timeoutMs = 10_000) => {
        const deadline = performance.now() + timeoutMs;
        for (;;) {
          const code = latestCode(email);
          if (code) return code;
          if (performance.now() > deadline) throw new Error(`no code reached the dev outbox for ${email} within ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
