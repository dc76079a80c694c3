import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { buildServer } from '../src/app/build-server';
import { loadServerConfig } from '../src/config/server-config';
import { POSTGRES_ADMIN_URL, STORAGE_KINDS } from './support/test-databases';

const BIN = fileURLToPath(new URL('../bin/airlock-server.mjs', import.meta.url));
// Each run starts Node, tsx and PGlite: a few seconds, more when the whole suite shares the CPU.
const SLOW = 150_000;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env }, timeout: SLOW }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
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

  it('prints help', async () => {
    const help = await runCli(['--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: airlock-server <command>');
    expect(help.stdout).toContain('project allow-origin <id> <origin>');
    const projectHelp = await runCli(['project', 'features', '--help'], env);
    expect(projectHelp.code).toBe(0);
    expect(projectHelp.stdout).toContain('--multi-wallet on|off');
  }, SLOW);

  it('creates, lists, allows origins and sets features of projects', async () => {
    const created = await runCli(['project', 'create', '--name', 'Shop', '--origin', 'https://shop.example', '--json'], env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const project = JSON.parse(created.stdout);
    expect(project).toMatchObject({ name: 'Shop', allowedOrigins: ['https://shop.example'], features: { email: true, multiWallet: false } });
    expect(project.id).toMatch(/^[0-9a-f]{32}$/);

    const listed = await runCli(['project', 'list'], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${DEMO_PROJECT_ID}  Airlock Demo`);
    expect(listed.stdout).toContain(`${project.id}  Shop  [https://shop.example]`);

    const allowed = await runCli(['project', 'allow-origin', project.id, 'https://*.shop.example', '--json'], env);
    expect(allowed.code).toBe(0);
    expect(JSON.parse(allowed.stdout).allowedOrigins).toEqual(['https://shop.example', 'https://*.shop.example']);

    const features = await runCli(
      ['project', 'features', project.id, '--email', 'off', '--socials', 'google,github', '--swaps', 'off', '--multi-wallet', 'on', '--branding', 'off'],
      env,
    );
    expect(features.code).toBe(0);
    expect(features.stdout).toMatch(/email\s+off/);
    expect(features.stdout).toMatch(/socials\s+google,github/);
    expect(features.stdout).toMatch(/swaps\s+off/);
    expect(features.stdout).toMatch(/onramp\s+meld/);
    expect(features.stdout).toMatch(/branding\s+off/);
    expect(features.stdout).toMatch(/multi-wallet\s+on/);

    const shown = await runCli(['project', 'features', project.id, '--json'], env);
    expect(JSON.parse(shown.stdout)).toEqual({
      email: false,
      socials: ['google', 'github'],
      swaps: false,
      onramp: ['meld'],
      activity: true,
      reownBranding: false,
      multiWallet: true,
    });
  }, SLOW);

  it('fails with exit code 1 for an unknown project', async () => {
    for (const args of [
      ['project', 'allow-origin', 'f'.repeat(32), 'https://x.example'],
      ['project', 'features', 'not-an-id', '--email', 'on'],
    ]) {
      const result = await runCli(args, env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`No project with id ${args[2]}`);
    }
  }, SLOW);

  it('exits 2 on bad usage, with the reason and the usage', async () => {
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
  }, SLOW);

  it('starts the server, serves it, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [BIN, 'start'], {
      env: { ...process.env, ...env, DATABASE_URL: '', REDIS_URL: '', AIRLOCK_SERVER_PORT: '0', AIRLOCK_LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      let stdout = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = /listening at (http:\/\/\S+)/.exec(stdout);
          if (match) resolve(match[1] as string);
        });
        void exited.then((code) => reject(new Error(`server exited with ${code}: ${stdout}`)));
      });
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', storage: 'pglite' });
      const config = await fetch(`${url}/v1/project/config?projectId=${DEMO_PROJECT_ID}`);
      expect((await config.json()).name).toBe('Airlock Demo');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stdout).toContain('Server stopped.');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, SLOW);
});

describe.runIf(STORAGE_KINDS.includes('postgres'))('airlock-server CLI with DATABASE_URL', () => {
  const name = `airlock_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), AIRLOCK_DATA_DIR: join(tmpdir(), 'airlock-cli-unused') };

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('manages projects in PostgreSQL, which a server on the same database serves', async () => {
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
  }, SLOW);
});
