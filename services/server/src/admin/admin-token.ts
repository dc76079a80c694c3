import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface AdminToken {
  token: string;
  /** env: AIRLOCK_ADMIN_TOKEN; file: read from the data directory; generated: made now and saved there. */
  source: 'env' | 'file' | 'generated';
  /** Where a generated token is kept. */
  file?: string;
}

export const ADMIN_TOKEN_FILE = 'admin-token';

/**
 * The admin API's bearer token: AIRLOCK_ADMIN_TOKEN when set; else the one saved in the data
 * directory by an earlier start; else a new random one, saved there (mode 0600) for later starts and the CLI.
 */
export async function resolveAdminToken(configured: string | undefined, dataDir: string): Promise<AdminToken> {
  if (configured) return { token: configured, source: 'env' };
  const file = join(dataDir, ADMIN_TOKEN_FILE);
  const saved = await readSavedAdminToken(dataDir);
  if (saved) return { token: saved, source: 'file', file };
  await mkdir(dataDir, { recursive: true });
  // Hex, so the token never starts with '-' and reads as an option on a command line.
  const token = randomBytes(24).toString('hex');
  try {
    await writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return { token, source: 'generated', file };
  } catch (error) {
    // Another process made one at the same moment: use that.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { token: (await readSavedAdminToken(dataDir))!, source: 'file', file };
  }
}

/** The token an earlier start saved in `dataDir`, if any. */
export async function readSavedAdminToken(dataDir: string): Promise<string | undefined> {
  try {
    const token = (await readFile(join(dataDir, ADMIN_TOKEN_FILE), 'utf8')).trim();
    return token.length > 0 ? token : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
