import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig } from '../src/config/server-config';
import { MasterKey, parseMasterKey } from '../src/embedded/master-key';
import { MasterKeyFileError, MasterKeyRequiredError } from '../src/embedded/master-key-errors';
import { MASTER_KEY_FILE, resolveMasterKey } from '../src/embedded/master-key-file';

const bytes = randomBytes(32);
const warnings: unknown[][] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };
const dirs: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'airlock-master-key-'));
  dirs.push(dir);
  return join(dir, 'data');
};

afterEach(async () => {
  warnings.length = 0;
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('AIRLOCK_MASTER_KEY parsing', () => {
  it('takes 64 hex characters, base64 and base64url of 32 bytes, all the same key', () => {
    const fromHex = parseMasterKey(bytes.toString('hex'));
    expect(fromHex.bytes().equals(bytes)).toBe(true);
    expect(parseMasterKey(bytes.toString('base64')).id).toBe(fromHex.id);
    expect(parseMasterKey(bytes.toString('base64url')).id).toBe(fromHex.id);
    expect(parseMasterKey(` ${bytes.toString('hex').toUpperCase()}\n`).id).toBe(fromHex.id);
  });

  it.each([
    ['too short hex', 'ab'.repeat(31)],
    ['too long hex', 'ab'.repeat(33)],
    ['16 bytes of base64', randomBytes(16).toString('base64')],
    ['48 bytes of base64', randomBytes(48).toString('base64')],
    ['a passphrase', 'correct horse battery staple correct horse battery staple!!!!!!'],
  ])('refuses %s, naming the variable and never echoing the value', (_, raw) => {
    const error = (() => {
      try {
        parseMasterKey(raw);
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message).toMatch(/^AIRLOCK_MASTER_KEY must be 32 bytes written as 64 hex characters or as base64/);
    expect(error?.message).not.toContain(raw);
  });

  it('is read by loadServerConfig, which stops on a bad one; NODE_ENV=production makes it required', () => {
    expect(
      loadServerConfig({ AIRLOCK_MASTER_KEY: bytes.toString('hex') })
        .masterKey?.bytes()
        .equals(bytes),
    ).toBe(true);
    expect(loadServerConfig({}).masterKey).toBeUndefined();
    expect(loadServerConfig({}).masterKeyRequired).toBe(false);
    expect(loadServerConfig({ NODE_ENV: 'production' }).masterKeyRequired).toBe(true);
    expect(() => loadServerConfig({ AIRLOCK_MASTER_KEY: 'nope' })).toThrow(/AIRLOCK_MASTER_KEY must be 32 bytes/);
  });

  it('shows its id, never its bytes, when printed, logged or serialized', () => {
    const key = new MasterKey(bytes);
    for (const shown of [JSON.stringify({ key }), inspect(key), String(key), `${inspect({ config: { masterKey: key } })}`]) {
      expect(shown).toContain(key.id);
      expect(shown).not.toContain(bytes.toString('hex'));
      expect(shown).not.toContain(bytes.toString('base64'));
    }
  });
});

describe('resolveMasterKey', () => {
  it('uses AIRLOCK_MASTER_KEY when set, with no warning and no file', async () => {
    const dir = await dataDir();
    const key = new MasterKey(bytes);
    const resolved = await resolveMasterKey({ configured: key, required: true, dataDir: dir, log });
    expect(resolved).toEqual({ masterKey: key, source: 'env' });
    expect(warnings).toEqual([]);
    await expect(stat(join(dir, MASTER_KEY_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('without one, generates a key into the data directory (mode 0600) and warns; later starts read it back', async () => {
    const dir = await dataDir();
    const first = await resolveMasterKey({ configured: undefined, required: false, dataDir: dir, log });
    expect(first.source).toBe('generated');
    expect(first.file).toBe(join(dir, MASTER_KEY_FILE));
    expect((await stat(first.file!)).mode & 0o777).toBe(0o600);
    expect((await readFile(first.file!, 'utf8')).trim()).toBe(first.masterKey.bytes().toString('hex'));
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]?.[1])).toMatch(/next to the database.*Set AIRLOCK_MASTER_KEY in production/);
    expect(JSON.stringify(warnings)).not.toContain(first.masterKey.bytes().toString('hex'));

    const second = await resolveMasterKey({ configured: undefined, required: false, dataDir: dir, log });
    expect(second.source).toBe('file');
    expect(second.masterKey.id).toBe(first.masterKey.id);
    expect(warnings).toHaveLength(2);
  });

  it('gives every process starting at once the same key', async () => {
    const dir = await dataDir();
    const resolved = await Promise.all(
      Array.from({ length: 8 }, () => resolveMasterKey({ configured: undefined, required: false, dataDir: dir, log })),
    );
    expect(new Set(resolved.map((each) => each.masterKey.id)).size).toBe(1);
    expect(resolved.filter((each) => each.source === 'generated')).toHaveLength(1);
  });

  it('refuses to start in production without AIRLOCK_MASTER_KEY, even when a generated key is on disk', async () => {
    const dir = await dataDir();
    await resolveMasterKey({ configured: undefined, required: false, dataDir: dir, log });
    const refused = resolveMasterKey({ configured: undefined, required: true, dataDir: dir, log });
    await expect(refused).rejects.toBeInstanceOf(MasterKeyRequiredError);
    await expect(refused).rejects.toThrow(/AIRLOCK_MASTER_KEY is required in production \(NODE_ENV=production\)/);
  });

  it('stops on a damaged key file instead of making a new key (which would lose every stored key)', async () => {
    const dir = await dataDir();
    await resolveMasterKey({ configured: undefined, required: false, dataDir: dir, log });
    await writeFile(join(dir, MASTER_KEY_FILE), 'garbage\n');
    await expect(resolveMasterKey({ configured: undefined, required: false, dataDir: dir, log })).rejects.toBeInstanceOf(
      MasterKeyFileError,
    );
    expect((await readFile(join(dir, MASTER_KEY_FILE), 'utf8')).trim()).toBe('garbage');
  });
});
