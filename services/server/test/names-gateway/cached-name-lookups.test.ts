import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedNameLookups } from '../../src/names-gateway/cached-name-lookups';
import type { NameRegistry } from '../../src/names/name-registry';
import { createNameRegistry } from '../../src/names/name-registry-store';
import type { OpenDatabase } from '../../src/storage/database';
import { openTestDatabase } from '../support/test-databases';

let database: OpenDatabase;
let registry: NameRegistry;
const reads: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  const real = createNameRegistry(database.db, { suffix: 'airlock.id', namesPerAddress: 1 });
  // The real registry, its reads counted.
  registry = {
    ...real,
    suffix: real.suffix,
    byLabel: (label) => (reads.push(`label ${label}`), real.byLabel(label)),
    byAddress: (address) => (reads.push(`address ${address}`), real.byAddress(address)),
  };
});
afterAll(async () => {
  await database?.close();
});

describe('the gateway’s name lookups', () => {
  it('keep a found record for a minute and read again after it', async () => {
    let clock = 1_000_000;
    const lookups = cachedNameLookups(registry, () => clock);
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const record = await registry.register({ label: 'cached', coinType: 60, address, attributes: { avatar: 'a' } });
    reads.length = 0;
    expect(await lookups.byLabel('cached')).toEqual(record);
    expect(await lookups.byLabel('cached')).toEqual(record);
    expect(await lookups.byAddress(address.toLowerCase())).toEqual([record]);
    expect(await lookups.byAddress(address)).toEqual([record]);
    expect(reads).toEqual(['label cached', `address ${address.toLowerCase()}`]);
    clock += 60_001;
    expect(await lookups.byLabel('cached')).toEqual(record);
    expect(reads).toHaveLength(3);
  });

  it('do not keep what they did not find, so a name registered a moment later resolves', async () => {
    const lookups = cachedNameLookups(registry);
    const address = privateKeyToAccount(generatePrivateKey()).address;
    expect(await lookups.byLabel('latecomer')).toBeUndefined();
    expect(await lookups.byAddress(address)).toEqual([]);
    const record = await registry.register({ label: 'latecomer', coinType: 60, address, attributes: {} });
    expect(await lookups.byLabel('latecomer')).toEqual(record);
    expect(await lookups.byAddress(address)).toEqual([record]);
  });
});
