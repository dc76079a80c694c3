import { privateKeyToAddress, generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNameRegistry } from '../src/names/name-registry-store';
import { NamesPerAddressError, NameTakenError } from '../src/names/name-registry-errors';
import type { OpenDatabase } from '../src/storage/database';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';

const COIN_TYPE = 0x8000_0000 | 31337;
const randomAddress = () => privateKeyToAddress(generatePrivateKey());

describe.each(STORAGE_KINDS)('name registry on %s', (storage) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(storage);
  });
  afterAll(() => database?.close());

  it('registers a name, finds it by label and by address, and refuses it a second time', async () => {
    const registry = createNameRegistry(database.db, { suffix: 'airlock.id', namesPerAddress: 1 });
    const address = randomAddress();
    const record = await registry.register({
      label: 'alice',
      coinType: COIN_TYPE,
      address,
      attributes: { avatar: 'https://x.test/a.png' },
    });
    expect(record).toMatchObject({
      name: 'alice.airlock.id',
      addresses: { [String(COIN_TYPE)]: { address } },
      attributes: { avatar: 'https://x.test/a.png' },
    });
    expect(Date.parse(record.registered)).toBeGreaterThan(Date.now() - 60_000);
    expect(await registry.byLabel('alice')).toEqual(record);
    expect(await registry.byLabel('ALICE')).toEqual(record);
    expect(await registry.byAddress(address.toLowerCase())).toEqual([record]);
    expect(await registry.byAddress(randomAddress())).toEqual([]);
    expect(await registry.byLabel('bobby')).toBeUndefined();
    expect(await registry.takenLabels(['alice', 'bobby'])).toEqual(new Set(['alice']));
    await expect(registry.register({ label: 'Alice', coinType: COIN_TYPE, address: randomAddress(), attributes: {} })).rejects.toThrow(
      NameTakenError,
    );
  });

  it('keeps suffixes apart', async () => {
    const one = createNameRegistry(database.db, { suffix: 'one.test', namesPerAddress: 1 });
    const two = createNameRegistry(database.db, { suffix: 'two.test', namesPerAddress: 1 });
    const address = randomAddress();
    await one.register({ label: 'carol', coinType: 60, address, attributes: {} });
    await two.register({ label: 'carol', coinType: 60, address, attributes: {} });
    expect((await one.byAddress(address)).map((record) => record.name)).toEqual(['carol.one.test']);
    expect((await two.byLabel('carol'))?.name).toBe('carol.two.test');
  });

  it('registers the same name once when 50 addresses race for it', async () => {
    const registry = createNameRegistry(database.db, { suffix: 'race.test', namesPerAddress: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => registry.register({ label: 'dave', coinType: COIN_TYPE, address: randomAddress(), attributes: {} })),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(refused.every((result) => result.reason instanceof NameTakenError)).toBe(true);
    const winner = (won[0] as PromiseFulfilledResult<{ addresses: Record<string, { address: string }> }>).value;
    expect(await registry.byLabel('dave')).toMatchObject({ addresses: winner.addresses });
  });

  it('gives one address one name when it registers 20 names at once', async () => {
    const registry = createNameRegistry(database.db, { suffix: 'one-each.test', namesPerAddress: 1 });
    const address = randomAddress();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => registry.register({ label: `name-${i}`, coinType: COIN_TYPE, address, attributes: {} })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected').every((result) => result.reason instanceof NamesPerAddressError)).toBe(
      true,
    );
    expect(await registry.byAddress(address)).toHaveLength(1);
    // The refused names stay free.
    expect((await registry.takenLabels(Array.from({ length: 20 }, (_, i) => `name-${i}`))).size).toBe(1);
  });

  it('lets an address register as many names as the operator allows, the earliest first', async () => {
    const registry = createNameRegistry(database.db, { suffix: 'three-each.test', namesPerAddress: 3 });
    const address = randomAddress();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => registry.register({ label: `many-${i}`, coinType: COIN_TYPE, address, attributes: {} })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const names = await registry.byAddress(address);
    expect(names).toHaveLength(3);
    const times = names.map((record) => Date.parse(record.registered));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});
