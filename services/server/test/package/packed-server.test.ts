import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devnetChainsFile } from '@airlock/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPackageBuildLock } from '../../../../scripts/package-build-lock';

// What a user does: npm pack the server (and @airlock/protocol, which it depends on), install the
// tarballs into an empty project, run `npx airlock-server start` there. Slow: it builds, packs and installs.
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MINUTES = 60_000;
const DEMO_PROJECT_ID = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1';

/** Only what a user's shell has: no npm_config_* of a surrounding npm run, no NODE_OPTIONS or conditions of the test runner. */
const USER_ENV = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR } as NodeJS.ProcessEnv;

function run(
  command: string,
  args: string[],
  cwd: string,
  timeout = 8 * MINUTES,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile(command, args, { cwd, env: USER_ENV, timeout, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

async function mustRun(command: string, args: string[], cwd: string): Promise<string> {
  const result = await run(command, args, cwd);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

interface StartedServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startInstalledServer(project: string, env: NodeJS.ProcessEnv): StartedServer {
  // Its own process group (npx, then node), so the whole tree can be signalled and checked gone.
  const child = spawn('npx', ['--no', 'airlock-server', 'start'], {
    cwd: project,
    env: { ...USER_ENV, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor<T>(find: () => T | undefined, what: string, output: () => string, timeoutMs = 2 * MINUTES): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms; output:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGINT to the whole group, as Ctrl-C in a terminal; throws unless every process of it is gone within 30 s. */
async function stopGroup(server: StartedServer): Promise<void> {
  const pid = server.child.pid!;
  if (groupAlive(pid)) process.kill(-pid, 'SIGINT');
  await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  for (let waited = 0; groupAlive(pid) && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive(pid)) {
    process.kill(-pid, 'SIGKILL');
    throw new Error(`the server's process group ${pid} was still running 30 s after SIGINT`);
  }
}

describe('the packed server, installed from its tarball', () => {
  let work: string;
  let project: string;
  const started: StartedServer[] = [];

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'airlock-packed-server-'));
    project = join(work, 'my-app');
    const tarballs = join(work, 'tarballs');
    await mkdir(tarballs);
    await mkdir(project);
    await withPackageBuildLock(async () => {
      await mustRun('npm', ['run', 'build', '-w', '@airlock/protocol'], ROOT);
      await mustRun('npm', ['pack', '-w', '@airlock/protocol', '-w', '@airlock/server', '--pack-destination', tarballs], ROOT);
    });
    const packed = (await readdir(tarballs)).filter((name) => name.endsWith('.tgz'));
    expect(packed.sort()).toEqual([expect.stringMatching(/^airlock-protocol-.*\.tgz$/), expect.stringMatching(/^airlock-server-.*\.tgz$/)]);
    await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'my-app', version: '1.0.0', private: true, type: 'module' }));
    await mustRun('npm', ['install', '--no-audit', '--no-fund', ...packed.map((name) => join(tarballs, name))], project);
  }, 15 * MINUTES);

  afterAll(async () => {
    for (const server of started) if (server.child.pid && groupAlive(server.child.pid)) process.kill(-server.child.pid, 'SIGKILL');
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('installs compiled JavaScript only: no tsx, no @airlock/devnet, its frame and migrations inside', async () => {
    const installed = join(project, 'node_modules', '@airlock', 'server');
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).not.toContain('tsx');
    expect(Object.keys(manifest.dependencies)).not.toContain('@airlock/devnet');
    expect(existsSync(join(project, 'node_modules', 'tsx'))).toBe(false);
    expect(existsSync(join(project, 'node_modules', '@airlock', 'devnet'))).toBe(false);
    expect(existsSync(join(installed, 'src'))).toBe(false);
    expect(existsSync(join(installed, 'dist', 'cli.js'))).toBe(true);
    expect(existsSync(join(installed, 'frame', 'index.html'))).toBe(true);
    expect(existsSync(join(installed, 'migrations', 'meta', '_journal.json'))).toBe(true);
    // The repository's own frame/ exists only while packing.
    expect(existsSync(join(ROOT, 'services', 'server', 'frame'))).toBe(false);
  });

  it(
    '`npx airlock-server start` runs on PGlite with the chains file, serves the frame and the API, and stops on SIGINT',
    async () => {
      const chainsFile = join(work, 'chains.json');
      await writeFile(chainsFile, JSON.stringify(devnetChainsFile(['http://127.0.0.1:9', 'http://127.0.0.1:9'])));
      const server = startInstalledServer(project, {
        AIRLOCK_DATA_DIR: join(work, 'data'),
        AIRLOCK_SERVER_PORT: '0',
        AIRLOCK_DEMO: '1',
        AIRLOCK_CHAINS_FILE: chainsFile,
        AIRLOCK_INDEXER: 'off',
      });
      started.push(server);
      const apiUrl = await waitFor(
        () => /Airlock server listening at (http:\/\/\S+)/.exec(server.output())?.[1],
        'ready line',
        server.output,
      );
      const frameUrl = await waitFor(() => /frame: +(http:\/\/\S+)/.exec(server.output())?.[1], 'frame line', server.output);
      expect(server.output()).toContain(`PGlite in ${join(work, 'data')}`);
      expect(server.output()).toContain('chains:  Airlock Devnet (31337), Airlock Devnet L2 (31338)');

      const health = await fetch(`${apiUrl}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', storage: 'pglite' });

      const chains = (await (await fetch(`${apiUrl}/v1/supported-chains?projectId=${DEMO_PROJECT_ID}`)).json()) as { http: string[] };
      expect(chains.http).toEqual(['eip155:31337', 'eip155:31338']);

      const page = await fetch(`${frameUrl}/?projectId=${DEMO_PROJECT_ID}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script, html.slice(0, 500)).toBeDefined();
      expect(html).toContain('airlock-frame-config');
      const asset = await fetch(`${frameUrl}${script}`);
      expect(asset.status).toBe(200);
      expect((await asset.text()).length).toBeGreaterThan(1000);

      // npx itself dies of the SIGINT; the server closes everything and says so.
      await stopGroup(server);
      expect(server.output()).toContain('SIGINT received, stopping the server...');
      expect(server.output()).toContain('Server stopped.');
    },
    5 * MINUTES,
  );

  it(
    'refuses a bad chains file with the field named and exit code 1, no stack trace',
    async () => {
      const chainsFile = join(work, 'bad-chains.json');
      const content = devnetChainsFile() as unknown as { chains: Array<{ rpcUrls: string[] }> };
      content.chains[0]!.rpcUrls = ['localhost:8545'];
      await writeFile(chainsFile, JSON.stringify(content));
      const server = startInstalledServer(project, {
        AIRLOCK_DATA_DIR: join(work, 'data-bad'),
        AIRLOCK_SERVER_PORT: '0',
        AIRLOCK_CHAINS_FILE: chainsFile,
      });
      started.push(server);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('AIRLOCK_CHAINS_FILE: chains[0].rpcUrls[0]: Invalid URL');
      expect(server.output()).not.toMatch(/\n\s+at /);
      expect(server.output()).not.toContain('listening at');
    },
    2 * MINUTES,
  );
});
