import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMOTE_FEATURES } from '@airlock/protocol';
import { DataDirectoryLockedError } from '../src/storage/data-directory-locked-error';
import { LOCK_FILE } from '../src/storage/data-directory-lock';
import { openDatabase, MIGRATIONS_DIR } from '../src/storage/database';
import { pgliteTemplateDir } from '../src/storage/pglite-template';
import { projects } from '../src/storage/schema';
import { UnopenableDataDirectoryError } from '../src/storage/unopenable-data-directory-error';

// Building a template runs initdb in WASM: seconds.
const SLOW = 120_000;
/** A pid no process has: above the kernel's pid_max. */
const DEAD_PID = 4_194_305;

/** The template the server uses, under this file's own TMPDIR. */
function templateDir(): Promise<string> {
  return pgliteTemplateDir(MIGRATIONS_DIR, async () => {
    throw new Error('the template should already have been built');
  });
}

async function filesIn(dir: string): Promise<string[]> {
  return readdir(dir, { recursive: true });
}

describe('PGlite data directory', () => {
  const savedTmpdir = process.env.TMPDIR;
  let tempDir: string;
  let dataDir: string;
  let n = 0;

  beforeAll(async () => {
    tempDir = await mkdtemp(join(tmpdir(), 'airlock-storage-tmp-'));
    process.env.TMPDIR = tempDir;
    // The first open builds the template in tempDir.
    await (await openDatabase({ databaseUrl: 'memory://' })).close();
  }, SLOW);
  afterAll(async () => {
    process.env.TMPDIR = savedTmpdir;
    await rm(tempDir, { recursive: true, force: true });
  });
  const freshDataDir = async () => {
    dataDir = join(tempDir, `data-${n++}`);
    await mkdir(dataDir);
    return dataDir;
  };

  it(
    'replaces a directory an interrupted first start left without a cluster in it',
    async () => {
      await freshDataDir();
      await cp(join(await templateDir(), 'base'), join(dataDir, 'pglite', 'base'), { recursive: true });
      const database = await openDatabase({ dataDir });
      await database.db
        .insert(projects)
        .values({ id: 'b'.repeat(32), name: 'kept', allowedOrigins: [], features: DEFAULT_REMOTE_FEATURES });
      await database.close();
      const reopened = await openDatabase({ dataDir });
      expect(await reopened.db.select().from(projects)).toContainEqual(expect.objectContaining({ name: 'kept' }));
      await reopened.close();
    },
    SLOW,
  );

  it(
    'deletes what killed processes were building, and keeps what running ones are',
    async () => {
      await freshDataDir();
      const template = await templateDir();
      const leftovers = [
        `${template}.${DEAD_PID}.0badc0de.tmp`,
        join(dataDir, `pglite.${DEAD_PID}.0badc0de.tmp`),
        join(dataDir, `${LOCK_FILE}.${DEAD_PID}.0badc0de.tmp`),
      ];
      const inProgress = `${template}.${process.pid}.0badc0de.tmp`;
      for (const path of [...leftovers.slice(0, 2), inProgress]) await mkdir(path);
      await writeFile(leftovers[2]!, '');
      await (await openDatabase({ dataDir })).close();
      expect((await readdir(tempDir)).filter((entry) => entry.endsWith('.tmp'))).toEqual([inProgress.split('/').at(-1)]);
      expect((await readdir(dataDir)).filter((entry) => entry.endsWith('.tmp'))).toEqual([]);
      await rm(inProgress, { recursive: true });
    },
    SLOW,
  );

  it(
    'refuses, with how to recover, a directory holding a cluster that does not open, and leaves it alone',
    async () => {
      await freshDataDir();
      const pglite = join(dataDir, 'pglite');
      await cp(await templateDir(), pglite, { recursive: true });
      await rm(join(pglite, 'global'), { recursive: true });
      const files = await filesIn(pglite);

      const failure = await openDatabase({ dataDir }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UnopenableDataDirectoryError);
      expect((failure as Error).message).toContain(`The PGlite database in ${pglite} could not be opened (`);
      expect((failure as Error).message).toContain('restore');
      expect(await filesIn(pglite)).toEqual(expect.arrayContaining(files));
      // The lock was released: a second try fails the same way, not as "in use".
      const again = await openDatabase({ dataDir }).catch((error: unknown) => error);
      expect(again).not.toBeInstanceOf(DataDirectoryLockedError);
      expect(again).toBeInstanceOf(UnopenableDataDirectoryError);
    },
    SLOW,
  );

  it(
    'rebuilds a template that lost files and makes the database from the new one',
    async () => {
      await freshDataDir();
      await rm(join(await templateDir(), 'global'), { recursive: true });
      const database = await openDatabase({ dataDir });
      await database.db
        .insert(projects)
        .values({ id: 'c'.repeat(32), name: 'after rebuild', allowedOrigins: [], features: DEFAULT_REMOTE_FEATURES });
      expect(await database.db.select().from(projects)).toContainEqual(expect.objectContaining({ name: 'after rebuild' }));
      await database.close();
    },
    SLOW,
  );
});
