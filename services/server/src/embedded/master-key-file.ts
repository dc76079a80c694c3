import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { temporarySibling } from '../storage/temporary-sibling';
import { MASTER_KEY_BYTES, MasterKey, parseMasterKey } from './master-key';
import { MasterKeyFileError, MasterKeyRequiredError } from './master-key-errors';

export const MASTER_KEY_FILE = 'master-key';

export interface ResolvedMasterKey {
  masterKey: MasterKey;
  /** env: AIRLOCK_MASTER_KEY; file: saved in the data directory by an earlier start; generated: made now and saved there. */
  source: 'env' | 'file' | 'generated';
  /** Where a generated key is kept. */
  file?: string;
}

export interface MasterKeyOptions {
  configured: MasterKey | undefined;
  /** Production: no generated key. */
  required: boolean;
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The embedded wallet's master key: AIRLOCK_MASTER_KEY when set; in production nothing else
 * (MasterKeyRequiredError); else the one an earlier start saved in the data directory, or a new
 * random one saved there (mode 0600). A key from the data directory is announced with a warning.
 */
export async function resolveMasterKey(options: MasterKeyOptions): Promise<ResolvedMasterKey> {
  if (options.configured) return { masterKey: options.configured, source: 'env' };
  if (options.required) throw new MasterKeyRequiredError();
  const file = join(options.dataDir, MASTER_KEY_FILE);
  const resolved = await readOrCreate(file, options.dataDir);
  options.log.warn(
    { masterKeyFile: file },
    `embedded wallet keys are encrypted under ` +
      `${resolved.source === 'generated' ? 'a master key generated into' : 'the master key in'} ${file}, ` +
      `next to the database: anyone who can read both can use the keys. Set AIRLOCK_MASTER_KEY in production`,
  );
  return resolved;
}

async function readOrCreate(file: string, dataDir: string): Promise<ResolvedMasterKey> {
  const saved = await readSavedMasterKey(file);
  if (saved) return { masterKey: saved, source: 'file', file };
  await mkdir(dataDir, { recursive: true });
  const bytes = randomBytes(MASTER_KEY_BYTES);
  // Written beside the file, then linked into place: a reader never sees half a key, and link
  // fails (EEXIST) rather than replace a key another process made at the same moment.
  const temporary = temporarySibling(file);
  try {
    await writeFile(temporary, `${bytes.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    await link(temporary, file);
    return { masterKey: new MasterKey(bytes), source: 'generated', file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { masterKey: (await readSavedMasterKey(file))!, source: 'file', file };
  } finally {
    bytes.fill(0);
    await rm(temporary, { force: true });
  }
}

async function readSavedMasterKey(file: string): Promise<MasterKey | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return parseMasterKey(text, file);
  } catch {
    throw new MasterKeyFileError(file);
  }
}
