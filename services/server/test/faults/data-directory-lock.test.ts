import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirectoryLockedError } from '../../src/storage/data-directory-locked-error';
import { LOCK_FILE } from '../../src/storage/data-directory-lock';
import { openDatabase, type OpenDatabase } from '../../src/storage/database';
import { processIdentity } from '../../src/storage/process-identity';
import { spawnServerProcess, type ServerProcess } from '../support/server-process';

const SLOW = 120_000;

async function lockHolder(dataDir: string): Promise<{ pid: number; startTime: string | null }> {
  return JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8'));
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The identity a process had, taken while it ran; it has exited when this resolves. */
async function identityOfExitedProcess(): Promise<{ pid: number; startTime: string | null }> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  const identity = processIdentity(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return identity;
}

describe('the PGlite data directory lock', () => {
  let dataDir: string;
  const opened: OpenDatabase[] = [];
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-lock-'));
  });
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses a second open of a directory in use, and allows it once the first is closed',
    async () => {
      const first = await openDatabase({ dataDir });
      opened.push(first);
      expect(await lockHolder(dataDir)).toEqual(processIdentity());

      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirectoryLockedError);
      await expect(second).rejects.toMatchObject({ dataDir, pid: process.pid });

      await opened.pop()!.close();
      expect(await exists(join(dataDir, LOCK_FILE))).toBe(false);
      opened.push(await openDatabase({ dataDir }));
    },
    SLOW,
  );

  it(
    'lets exactly one of two opens at the same moment have the directory',
    async () => {
      const results = await Promise.allSettled([openDatabase({ dataDir }), openDatabase({ dataDir })]);
      for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(DataDirectoryLockedError);
    },
    SLOW,
  );

  it(
    'takes over the lock of a process that was killed',
    async () => {
      await writeFile(join(dataDir, LOCK_FILE), JSON.stringify(await identityOfExitedProcess()));
      opened.push(await openDatabase({ dataDir }));
      expect(await lockHolder(dataDir)).toEqual(processIdentity());
    },
    SLOW,
  );

  it(
    'takes over a lock whose pid now belongs to another process',
    async () => {
      // This process's pid with another start time: the holder died and the kernel reused its pid.
      await writeFile(join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.pid, startTime: '1' }));
      opened.push(await openDatabase({ dataDir }));
      expect(await lockHolder(dataDir)).toEqual(processIdentity());
    },
    SLOW,
  );

  it(
    'takes over a lock file that is not a lock (empty or garbled)',
    async () => {
      await writeFile(join(dataDir, LOCK_FILE), '');
      opened.push(await openDatabase({ dataDir }));
      expect(await lockHolder(dataDir)).toEqual(processIdentity());
    },
    SLOW,
  );

  it(
    'needs no lock for a memory database',
    async () => {
      opened.push(await openDatabase({ databaseUrl: 'memory://' }), await openDatabase({ databaseUrl: 'memory://' }));
    },
    SLOW,
  );
});

describe('a running server and a second process on its data directory', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses the second process with the server pid, and frees the directory when the server stops',
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'airlock-lock-server-'));
      server = await spawnServerProcess({
        env: { AIRLOCK_DATA_DIR: dataDir, AIRLOCK_ADMIN_TOKEN: 'lock-test-admin-token-0123456789' },
      });
      const refused = await openDatabase({ dataDir }).then(
        (database) => database.close().then(() => undefined),
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DataDirectoryLockedError);
      expect(refused).toMatchObject({ pid: server.child.pid });
      expect((refused as Error).message).toContain(`in use by another process (pid ${server.child.pid})`);

      await server.stop();
      expect(await exists(join(dataDir, LOCK_FILE))).toBe(false);
      const reopened = await openDatabase({ dataDir });
      await reopened.close();
    },
    SLOW,
  );
});
