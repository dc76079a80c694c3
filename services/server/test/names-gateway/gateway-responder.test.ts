import { DEVNET_ADDRESSES } from '@airlock/devnet';
import type { AccountNameRecord } from '@airlock/protocol';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayAnswerSigner } from '../../src/names-gateway/gateway-answer-signer';
import { createGatewayResponder } from '../../src/names-gateway/gateway-query';
import type { NameLookups } from '../../src/names-gateway/name-lookups';
import { createNameRegistry } from '../../src/names/name-registry-store';
import type { OpenDatabase } from '../../src/storage/database';
import { openTestDatabase } from '../support/test-databases';
import { decodeAddress, openGatewayAnswer, recordCall, resolveCall } from './gateway-request';

let database: OpenDatabase;
let lookups: NameLookups;
let register: (label: string) => Promise<AccountNameRecord>;
const reads: string[] = [];
const resolver = DEVNET_ADDRESSES.ensOffchainResolver;
const key = generatePrivateKey();

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  const registry = createNameRegistry(database.db, { suffix: 'airlock.id', namesPerAddress: 1 });
  // The real registry, its reads counted.
  lookups = { suffix: registry.suffix, byLabel: (label) => (reads.push(label), registry.byLabel(label)), byAddress: registry.byAddress };
  register = (label) =>
    registry.register({ label, coinType: 60, address: privateKeyToAccount(generatePrivateKey()).address, attributes: {} });
});
afterAll(async () => {
  await database?.close();
});

describe('the gateway responder', () => {
  it('hands out a registered name’s signed answer again for a minute without reading the registry', async () => {
    let clock = 1_800_000_000_000;
    const answer = createGatewayResponder(
      lookups,
      createGatewayAnswerSigner(
        async () => ({ privateKey: key, address: privateKeyToAccount(key).address }),
        () => clock,
      ),
      () => clock,
    );
    const record = await register('kept');
    const callData = resolveCall('kept.airlock.id', recordCall.addr('kept.airlock.id'));
    reads.length = 0;
    const first = await answer(resolver, callData);
    clock += 59_000;
    expect(await answer(resolver.toLowerCase(), callData.toUpperCase().replace('0X', '0x'))).toBe(first);
    expect(reads).toEqual(['kept']);
    clock += 2_000;
    const later = await answer(resolver, callData);
    expect(reads).toEqual(['kept', 'kept']);
    expect(decodeAddress((await openGatewayAnswer(resolver, callData, later)).result)).toBe(record.addresses['60']!.address);
  });

  it('does not keep an answer about a name nobody registered: it resolves once registered', async () => {
    const answer = createGatewayResponder(
      lookups,
      createGatewayAnswerSigner(async () => ({ privateKey: key, address: privateKeyToAccount(key).address })),
    );
    const callData = resolveCall('soon.airlock.id', recordCall.addr('soon.airlock.id'));
    expect(decodeAddress((await openGatewayAnswer(resolver, callData, await answer(resolver, callData))).result)).toBe(
      '0x0000000000000000000000000000000000000000',
    );
    const record = await register('soon');
    expect(decodeAddress((await openGatewayAnswer(resolver, callData, await answer(resolver, callData))).result)).toBe(
      record.addresses['60']!.address,
    );
  });
});
