import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { buildServer } from '../src/app/build-server';
import { loadServerConfig } from '../src/config/server-config';
import { deadUrl } from './support/scripted-upstream';
import { spawnServerProcess, type ServerProcess } from './support/server-process';
import { createPostgresDatabase, STORAGE_KINDS } from './support/test-databases';
import { SERVER_CLI_ARGS } from './support/server-cli';

// Each run starts Node, tsx and PGlite: a few seconds, more when the whole suite shares the CPU.
const SLOW = 150_000;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A port nothing listens on, so the CLI finds no local server unless a test starts one. */
let noServerPort: string;
beforeAll(async () => {
  noServerPort = new URL(await deadUrl()).port;
});

function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  const base = { DATABASE_URL: '', REDIS_URL: '', AIRLOCK_SERVER_URL: '', AIRLOCK_ADMIN_TOKEN: '', AIRLOCK_SERVER_PORT: noServerPort };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...SERVER_CLI_ARGS, ...args],
      { env: { ...process.env, ...base, ...env }, timeout: SLOW },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('airlock-server CLI with PGlite', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-cli-'));
    env = { AIRLOCK_DATA_DIR: dataDir };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'prints help',
    async () => {
      const help = await runCli(['--help'], env);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('Usage: airlock-server <command>');
      expect(help.stdout).toContain('project allow-origin <id> <origin>');
      const projectHelp = await runCli(['project', 'features', '--help'], env);
      expect(projectHelp.code).toBe(0);
      expect(projectHelp.stdout).toContain('--multi-wallet on|off');
    },
    SLOW,
  );

  it(
    'creates, lists, allows origins and sets features of projects',
    async () => {
      const created = await runCli(['project', 'create', '--name', 'Shop', '--origin', 'https://shop.example', '--json'], env);
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      const project = JSON.parse(created.stdout);
      expect(project).toMatchObject({
        name: 'Shop',
        allowedOrigins: ['https://shop.example'],
        features: { email: true, multiWallet: false },
      });
      expect(project.id).toMatch(/^[0-9a-f]{32}$/);

      const listed = await runCli(['project', 'list'], env);
      expect(listed.code).toBe(0);
      // Without AIRLOCK_DEMO=1 the storage has only the projects made in it.
      expect(listed.stdout).not.toContain(DEMO_PROJECT_ID);
      expect(listed.stdout).toContain(`${project.id}  Shop  [https://shop.example]`);

      const allowed = await runCli(['project', 'allow-origin', project.id, 'https://*.shop.example', '--json'], env);
      expect(allowed.code).toBe(0);
      expect(JSON.parse(allowed.stdout).allowedOrigins).toEqual(['https://shop.example', 'https://*.shop.example']);

      const features = await runCli(
        [
          'project',
          'features',
          project.id,
          '--email',
          'off',
          '--socials',
          'google,github',
          '--swaps',
          'off',
          '--multi-wallet',
          'on',
          '--branding',
          'off',
        ],
        env,
      );
      expect(features.code).toBe(0);
      expect(features.stdout).toMatch(/email\s+off/);
      expect(features.stdout).toMatch(/socials\s+google,github/);
      expect(features.stdout).toMatch(/swaps\s+off/);
      expect(features.stdout).toMatch(/onramp\s+meld,coinbase,moonpay,sandbox/);
      expect(features.stdout).toMatch(/branding\s+off/);
      expect(features.stdout).toMatch(/multi-wallet\s+on/);

      const shown = await runCli(['project', 'features', project.id, '--json'], env);
      expect(JSON.parse(shown.stdout)).toEqual({
        email: false,
        socials: ['google', 'github'],
        swaps: false,
        onramp: ['meld', 'coinbase', 'moonpay', 'sandbox'],
        activity: true,
        reownBranding: false,
        multiWallet: true,
      });
    },
    SLOW,
  );

  it(
    'fails with exit code 1 for an unknown project',
    async () => {
      for (const args of [
        ['project', 'allow-origin', 'f'.repeat(32), 'https://x.example'],
        ['project', 'features', 'not-an-id', '--email', 'on'],
      ]) {
        const result = await runCli(args, env);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`No project with id ${args[2]}`);
      }
    },
    SLOW,
  );

  it(
    'exits 2 on bad usage, with the reason and the usage',
    async () => {
      const cases: [string[], RegExp][] = [
        [[], /Usage: airlock-server/],
        [['launch'], /unknown command "launch"/],
        [['project', 'rename'], /unknown project command "rename"/],
        [['project', 'create'], /needs --name/],
        [['project', 'create', '--name', 'X', '--origin', 'https://x.example/path'], /is not an origin/],
        [['project', 'list', '--verbose'], /Unknown option '--verbose'/],
        [['project', 'allow-origin', DEMO_PROJECT_ID], /expected <id> <origin>/],
        [['project', 'features', DEMO_PROJECT_ID, '--email', 'maybe'], /--email must be on or off/],
        [['project', 'features', DEMO_PROJECT_ID, '--socials', 'myspace'], /--socials takes off or a comma-separated list/],
        [['project', 'features', DEMO_PROJECT_ID, '--swaps', 'uniswap'], /--swaps takes off or a comma-separated list of 1inch/],
        [['project', 'list', '--server', 'ftp://127.0.0.1:1'], /--server takes an http:\/\/ or https:\/\/ URL/],
        [['project', 'create', '--name', '   '], /--name must not be empty/],
        [['start', 'now'], /expected no arguments/],
      ];
      // A few at a time: each one is a Node process, and the rest of the suite shares the CPU.
      const results: CliResult[] = [];
      for (let start = 0; start < cases.length; start += 4) {
        results.push(...(await Promise.all(cases.slice(start, start + 4).map(([args]) => runCli(args, env)))));
      }
      results.forEach((result, index) => {
        const [args, message] = cases[index]!;
        expect({ args, code: result.code }).toEqual({ args, code: 2 });
        expect(result.stderr).toMatch(message);
        expect(result.stderr).toContain('Usage');
      });
    },
    SLOW,
  );
});

describe('airlock-server CLI beside a running server', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-cli-server-'));
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string> = {}) => {
    server = await spawnServerProcess({ env: { AIRLOCK_DATA_DIR: dataDir, ...env }, startTimeoutMs: SLOW });
    return server;
  };
  const portOf = (running: ServerProcess) => new URL(running.url).port;
  const stop = async (running: ServerProcess) => {
    await running.stop();
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('Server stopped.');
  };
  /** What each read command prints, to compare the admin API's answers with the storage's. */
  const readCommands = (id: string) => [
    ['project', 'list'],
    ['project', 'list', '--json'],
    ['project', 'features', id],
    ['project', 'features', id, '--json'],
  ];

  let projectId: string;
  let printedByServer: string[];

  it(
    'goes through the admin API while the server holds the data directory; the server serves the change at once',
    async () => {
      const running = await start({ AIRLOCK_LOG_LEVEL: 'debug' });
      const token = (await readFile(join(dataDir, 'admin-token'), 'utf8')).trim();
      expect(running.output()).toContain(`admin:   token ${token}`);
      expect(running.output()).toContain(join(dataDir, 'admin-token'));
      expect(running.output()).toContain('set AIRLOCK_ADMIN_TOKEN');
      const env = { AIRLOCK_DATA_DIR: dataDir, AIRLOCK_SERVER_PORT: portOf(running) };

      const created = await runCli(['project', 'create', '--name', 'Live', '--origin', 'https://live.example', '--json'], env);
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      projectId = JSON.parse(created.stdout).id;
      const config = await fetch(`${running.url}/v1/project/config?projectId=${projectId}`, {
        headers: { origin: 'https://live.example' },
      });
      expect(config.status).toBe(200);
      expect(await config.json()).toMatchObject({ projectId, name: 'Live' });

      const allowed = await runCli(['project', 'allow-origin', projectId, 'https://*.live.example'], env);
      expect(allowed.code).toBe(0);
      expect(allowed.stdout).toContain('origins       https://live.example, https://*.live.example');
      const changed = await runCli(['project', 'features', projectId, '--swaps', 'off', '--multi-wallet', 'on'], env);
      expect(changed.code).toBe(0);
      expect(changed.stdout).toMatch(/multi-wallet\s+on/);
      const served = await fetch(`${running.url}/v1/project/config?projectId=${projectId}`, {
        headers: { origin: 'https://app.live.example' },
      });
      expect(served.status).toBe(200);
      expect((await served.json()).features).toMatchObject({ swaps: false, multiWallet: true });

      const unknown = await runCli(['project', 'features', 'f'.repeat(32), '--email', 'off'], env);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain(`No project with id ${'f'.repeat(32)}`);

      printedByServer = [];
      for (const args of readCommands(projectId)) {
        const result = await runCli(args, env);
        expect(result.code).toBe(0);
        printedByServer.push(result.stdout);
      }
      expect(printedByServer[0]).toContain(`${projectId}  Live  [https://live.example, https://*.live.example]`);
      // Debug logs show every request: the CLI went through the admin API, and the token appears only in the start banner.
      expect(running.output()).toContain('"url":"/v1/admin/projects"');
      expect(running.output().split(token)).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'finds the server through --server or AIRLOCK_SERVER_URL, and explains a refused token',
    async () => {
      const running = server!;
      const elsewhere = { AIRLOCK_DATA_DIR: dataDir };
      const flag = await runCli(['project', 'list', '--server', running.url], elsewhere);
      expect(flag.code).toBe(0);
      expect(flag.stdout).toBe(printedByServer[0]);
      const fromEnv = await runCli(['project', 'features', projectId, '--json'], { ...elsewhere, AIRLOCK_SERVER_URL: running.url });
      expect(fromEnv.stdout).toBe(printedByServer[3]);

      const wrongToken = await runCli(['project', 'list', '--server', running.url], {
        ...elsewhere,
        AIRLOCK_ADMIN_TOKEN: 'wrong-token-0123456789abcdef',
      });
      expect(wrongToken.code).toBe(1);
      expect(wrongToken.stderr).toContain(`The Airlock server at ${running.url} refused the admin token from AIRLOCK_ADMIN_TOKEN`);
      const noToken = await runCli(['project', 'list', '--server', running.url], { AIRLOCK_DATA_DIR: join(dataDir, 'elsewhere') });
      expect(noToken.code).toBe(1);
      expect(noToken.stderr).toContain('needs its admin token: set AIRLOCK_ADMIN_TOKEN');

      const nobody = await runCli(['project', 'list', '--server', `http://127.0.0.1:${noServerPort}`], elsewhere);
      expect(nobody.code).toBe(1);
      expect(nobody.stderr).toContain(`Could not reach the Airlock server at http://127.0.0.1:${noServerPort}`);
    },
    SLOW,
  );

  it(
    'says how to reach a server that holds the data directory but does not answer where the CLI looks',
    async () => {
      const result = await runCli(['project', 'list'], { AIRLOCK_DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The data directory ${dataDir}`);
      expect(result.stderr).toContain('Stop that server');
      expect(result.stderr).toContain('--server <url>');
      expect(result.stderr).toContain('AIRLOCK_ADMIN_TOKEN');
    },
    SLOW,
  );

  it(
    'prints the same when the server is stopped and the CLI opens the storage itself',
    async () => {
      await stop(server!);
      for (const [index, args] of readCommands(projectId).entries()) {
        const result = await runCli(args, { AIRLOCK_DATA_DIR: dataDir });
        expect({ args, stderr: result.stderr, code: result.code }).toEqual({ args, stderr: '', code: 0 });
        expect(result.stdout).toBe(printedByServer[index]);
      }
    },
    SLOW,
  );

  it(
    'names only the token file on later starts, and nothing when AIRLOCK_ADMIN_TOKEN is set',
    async () => {
      const token = (await readFile(join(dataDir, 'admin-token'), 'utf8')).trim();
      const second = await start();
      expect(second.output()).toContain(`admin:   token in ${join(dataDir, 'admin-token')}`);
      expect(second.output()).not.toContain(token);
      await stop(second);

      const chosen = 'operator-chosen-token-0123456789';
      const third = await start({ AIRLOCK_ADMIN_TOKEN: chosen });
      expect(third.output()).not.toContain('admin:');
      expect(third.output()).not.toContain(chosen);
      const env = { AIRLOCK_DATA_DIR: dataDir, AIRLOCK_SERVER_PORT: portOf(third) };
      expect((await runCli(['project', 'list'], { ...env, AIRLOCK_ADMIN_TOKEN: chosen })).stdout).toBe(printedByServer[0]);
      const savedToken = await runCli(['project', 'list'], env);
      expect(savedToken.code).toBe(1);
      expect(savedToken.stderr).toContain(`refused the admin token from ${join(dataDir, 'admin-token')}`);
      await stop(third);
    },
    SLOW,
  );
});

describe.runIf(STORAGE_KINDS.includes('postgres'))('airlock-server CLI with DATABASE_URL', () => {
  // The data directory only holds the admin token a server on this database generates.
  const env = { DATABASE_URL: '', AIRLOCK_DATA_DIR: join(tmpdir(), `airlock-cli-pg-${randomBytes(6).toString('hex')}`) };
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    env.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  });
  afterAll(async () => {
    await dropDatabase?.();
    await rm(env.AIRLOCK_DATA_DIR, { recursive: true, force: true });
  });

  it(
    'manages projects in PostgreSQL, which a server on the same database serves',
    async () => {
      const created = await runCli(['project', 'create', '--name', 'Pg Shop', '--origin', 'https://pg.example', '--json'], env);
      expect(created.code).toBe(0);
      const { id } = JSON.parse(created.stdout);
      expect((await runCli(['project', 'features', id, '--activity', 'off', '--onramp', 'off'], env)).code).toBe(0);
      const listed = await runCli(['project', 'list'], env);
      expect(listed.stdout).toContain(`${id}  Pg Shop  [https://pg.example]`);

      const server = await buildServer({ ...loadServerConfig(env), logLevel: 'silent' }, { logger: false });
      try {
        const response = await server.app.inject({ url: `/v1/project/config?projectId=${id}`, headers: { origin: 'https://pg.example' } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ name: 'Pg Shop', features: { activity: false, onramp: false, email: true } });
      } finally {
        await server.close();
      }
    },
    SLOW,
  );
});
