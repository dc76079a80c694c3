import { randomBytes } from 'node:crypto';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig } from '../../src/config/server-config';
import { MasterKey } from '../../src/embedded/master-key';
import { createGatewaySigningKey } from '../../src/names-gateway/gateway-signing-key';
import type { OpenDatabase } from '../../src/storage/database';
import { namesGatewayKeys } from '../../src/storage/schema';
import { openTestDatabase, STORAGE_KINDS } from '../support/test-databases';

let database: OpenDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('AIRLOCK_NAMES_GATEWAY_KEY', () => {
  it('is read as a secp256k1 key, with or without 0x', () => {
    const key = generatePrivateKey();
    expect(loadServerConfig({ AIRLOCK_NAMES_GATEWAY_KEY: key }).namesGatewayKey).toBe(key);
    expect(loadServerConfig({ AIRLOCK_NAMES_GATEWAY_KEY: key.slice(2).toUpperCase() }).namesGatewayKey).toBe(key);
    expect(loadServerConfig({}).namesGatewayKey).toBeUndefined();
    for (const bad of ['0x1234', `0x${'0'.repeat(64)}`, 'not a key']) {
      expect(() => loadServerConfig({ AIRLOCK_NAMES_GATEWAY_KEY: bad })).toThrow(ConfigError);
      expect(() => loadServerConfig({ AIRLOCK_NAMES_GATEWAY_KEY: bad })).toThrow(
        /AIRLOCK_NAMES_GATEWAY_KEY must be a secp256k1 private key/,
      );
    }
  });
});

describe.each(STORAGE_KINDS)('the gateway signing key on %s', (kind) => {
  it('signs with the configured key and stores none', async () => {
    database = await openTestDatabase(kind);
    const configuredKey = generatePrivateKey();
    const key = await createGatewaySigningKey({ db: database.db, masterKey: new MasterKey(randomBytes(32)), configuredKey })();
    expect(key).toEqual({ privateKey: configuredKey, address: privateKeyToAccount(configuredKey).address });
    expect(await database.db.select().from(namesGatewayKeys)).toEqual([]);
  });

  it('is made once, sealed, and the same for every process on the database, even when they start together', async () => {
    database = await openTestDatabase(kind);
    const masterKey = new MasterKey(randomBytes(32));
    const db = database.db;
    const keys = await Promise.all(Array.from({ length: 8 }, () => createGatewaySigningKey({ db, masterKey })()));
    expect(new Set(keys.map(({ privateKey }) => privateKey)).size).toBe(1);
    expect(keys[0]!.address).toBe(privateKeyToAccount(keys[0]!.privateKey).address);
    const rows = await db.select().from(namesGatewayKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.address).toBe(keys[0]!.address);
    expect(JSON.stringify(rows)).not.toContain(keys[0]!.privateKey.slice(2));
    expect(JSON.stringify(rows)).not.toContain(Buffer.from(keys[0]!.privateKey.slice(2), 'hex').toString('base64'));
    // A later start reads it back.
    expect(await createGatewaySigningKey({ db, masterKey })()).toEqual(keys[0]);
    // Under another master key it does not open.
    await expect(createGatewaySigningKey({ db, masterKey: new MasterKey(randomBytes(32)) })()).rejects.toThrow(/sealed under master key/);
  });
});
