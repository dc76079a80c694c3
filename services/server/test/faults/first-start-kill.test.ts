import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServerProcess, type ServerProcess } from '../support/server-process';

// Starts of Node, tsx and PGlite: several seconds each, more when other tests share the CPU.
const SLOW = 240_000;
/**
 * Points of the measured first start at which a run is killed, as fractions of its length: with a
 * template, loading the code takes the first ~40%, then the data directory is copied, opened and
 * migrated; without one, building it takes most of the start.
 */
const WARM_KILLS = [0.45, 0.6, 0.75, 0.9, 1.05];
const COLD_KILLS = [0.3, 0.5, 0.7];

const started = new Set<ServerProcess>();
const made: string[] = [];

async function freshDir(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `airlock-first-start-${name}-`));
  made.push(dir);
  return dir;
}

/** TMPDIR is where the server keeps its PGlite template (and tsx its cache): a fresh one makes the first start build it. */
function serverEnv(dataDir: string, tempDir: string): NodeJS.ProcessEnv {
  return {
    AIRLOCK_DATA_DIR: dataDir,
    TMPDIR: tempDir,
    AIRLOCK_ADMIN_TOKEN: 'first-start-admin-token-0123456789',
  };
}

/** A start that runs to "listening", stopped; returns how long it took to get there. */
async function timedStart(env: NodeJS.ProcessEnv): Promise<number> {
  const startedAt = performance.now();
  const server = await spawnServerProcess({ env, startTimeoutMs: 120_000 });
  started.add(server);
  const ms = performance.now() - startedAt;
  await server.stop();
  return ms;
}

/** A start killed with SIGKILL `afterMs` after it was spawned (or ending by itself before). */
async function killedStart(env: NodeJS.ProcessEnv, afterMs: number): Promise<string> {
  const server = await spawnServerProcess({ env, waitForListen: false });
  started.add(server);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), afterMs);
  const ended = await server.exited;
  clearTimeout(timer);
  return `${Math.round(afterMs)} ms: ${ended === 'SIGKILL' ? 'killed' : `exited ${ended}`}`;
}

/** The start after the kills: it must come up and answer. */
async function expectStartsAndAnswers(env: NodeJS.ProcessEnv, kills: string[]): Promise<void> {
  let server: ServerProcess;
  try {
    server = await spawnServerProcess({ env, startTimeoutMs: 120_000 });
  } catch (error) {
    throw new Error(`after kills at ${kills.join(', ')}: ${(error as Error).message}`);
  }
  started.add(server);
  const health = await fetch(`${server.url}/health`, { signal: AbortSignal.timeout(10_000) });
  expect(health.status).toBe(200);
  await server.stop();
}

async function temporariesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((entry) => entry.endsWith('.tmp'));
}

describe('a first start killed with SIGKILL', () => {
  afterAll(async () => {
    for (const server of started) await server.stop();
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it(
    'while building the template and while making the data directory, then started again, comes up',
    async () => {
      // Measured here, on this machine and load: a first start that builds the template, and one that copies it.
      const warmTmp = await freshDir('tmp');
      const coldStartMs = await timedStart(serverEnv(await freshDir('data'), warmTmp));
      const warmStartMs = await timedStart(serverEnv(await freshDir('data'), warmTmp));

      // Killed again and again in one data directory, each start finding what the last one left.
      const coldTmp = await freshDir('tmp');
      const coldData = await freshDir('data');
      const coldKills: string[] = [];
      for (const fraction of COLD_KILLS) coldKills.push(await killedStart(serverEnv(coldData, coldTmp), fraction * coldStartMs));
      await expectStartsAndAnswers(serverEnv(coldData, coldTmp), coldKills);

      const warmData = await freshDir('data');
      const warmKills: string[] = [];
      for (const fraction of WARM_KILLS) warmKills.push(await killedStart(serverEnv(warmData, warmTmp), fraction * warmStartMs));
      await expectStartsAndAnswers(serverEnv(warmData, warmTmp), warmKills);

      // What the killed starts were building is gone.
      expect(await temporariesIn(coldData)).toEqual([]);
      expect(await temporariesIn(warmData)).toEqual([]);
      expect((await temporariesIn(coldTmp)).filter((entry) => entry.startsWith('airlock-pglite-template-'))).toEqual([]);
    },
    SLOW,
  );
});
