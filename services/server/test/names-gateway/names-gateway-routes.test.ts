import type { NameGatewayInfo } from '@airlock/protocol';
import { DEVNET_ADDRESSES } from '@airlock/devnet';
import { type Address, getAddress, type Hex, namehash, zeroAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../../src/app/build-server';
import { buildTestServer } from '../support/test-server';
import {
  DEVNET_COIN_TYPE,
  decodeAddress,
  decodeBytes,
  decodeString,
  openGatewayAnswer,
  recordCall,
  resolveCall,
  resolveCallOf,
} from './gateway-request';

const resolver = DEVNET_ADDRESSES.ensOffchainResolver;
const alice = privateKeyToAccount(generatePrivateKey()).address;
const nobody = privateKeyToAccount(generatePrivateKey()).address;
const avatar = 'https://example.com/alice.png';

let server: AirlockServer;
let signer: Address;

async function lookUp(callData: Hex, via: 'GET' | 'POST' = 'GET') {
  const response =
    via === 'GET'
      ? await server.app.inject({ method: 'GET', url: `/v1/profile/gateway/${resolver.toLowerCase()}/${callData}.json` })
      : await server.app.inject({ method: 'POST', url: '/v1/profile/gateway', payload: { sender: resolver, data: callData } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const answer = await openGatewayAnswer(resolver, callData, response.json<{ data: Hex }>().data);
  expect(answer.signer).toBe(signer);
  return answer.result;
}

const reverseName = (address: Address, namespace = 'addr') => `${address.slice(2).toLowerCase()}.${namespace}.reverse`;

beforeAll(async () => {
  server = await buildTestServer();
  await server.deps.names.register({ label: 'alice', coinType: DEVNET_COIN_TYPE, address: alice, attributes: { avatar } });
  signer = (await server.app.inject({ method: 'GET', url: '/v1/profile/gateway' })).json<NameGatewayInfo>().signer as Address;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /v1/profile/gateway', () => {
  it('tells where an offchain resolver of the suffix should send lookups and whose signatures to accept', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/v1/profile/gateway', headers: { host: 'names.example:8787' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      suffix: 'airlock.id',
      url: 'http://names.example:8787/v1/profile/gateway/{sender}/{data}.json',
      signer: getAddress(signer),
    });
  });
});

describe('the names gateway (EIP-3668)', () => {
  it('answers an Airlock name’s address for addr(bytes32) and for EVM coin types, signed with its key', async () => {
    const name = 'alice.airlock.id';
    expect(decodeAddress(await lookUp(resolveCall(name, recordCall.addr(name)))).toLowerCase()).toBe(alice.toLowerCase());
    for (const coinType of [60n, BigInt(DEVNET_COIN_TYPE), 0x80000000n, 0x80002105n]) {
      expect(decodeBytes(await lookUp(resolveCall(name, recordCall.addrOf(name, coinType)))), String(coinType)).toBe(alice.toLowerCase());
    }
    // Bitcoin's coin type: no address of that kind.
    expect(decodeBytes(await lookUp(resolveCall(name, recordCall.addrOf(name, 0n))))).toBe('0x');
    expect(decodeBytes(await lookUp(resolveCall(name, recordCall.addrOf(name, 2n ** 255n))))).toBe('0x');
  });

  it('answers text records and the empty string for one not set', async () => {
    expect(decodeString(await lookUp(resolveCall('alice.airlock.id', recordCall.text('alice.airlock.id', 'avatar'))))).toBe(avatar);
    expect(decodeString(await lookUp(resolveCall('alice.airlock.id', recordCall.text('alice.airlock.id', 'url'))))).toBe('');
  });

  it('answers the primary name of <address>.addr.reverse and of ENSIP-19 reverse names', async () => {
    for (const namespace of ['addr', 'default', DEVNET_COIN_TYPE.toString(16)]) {
      const reverse = reverseName(alice, namespace);
      expect(decodeString(await lookUp(resolveCall(reverse, recordCall.name(reverse)))), namespace).toBe('alice.airlock.id');
    }
    const unknown = reverseName(nobody);
    expect(decodeString(await lookUp(resolveCall(unknown, recordCall.name(unknown))))).toBe('');
  });

  it('answers ENS’s empty values for names nobody registered, other suffixes, foreign nodes and unknown profiles', async () => {
    for (const name of ['nobody.airlock.id', 'alice.example.id', 'deep.alice.airlock.id', 'airlock.id']) {
      expect(decodeAddress(await lookUp(resolveCall(name, recordCall.addr(name)))), name).toBe(zeroAddress);
    }
    // A call whose node is not the name's: nothing, rather than alice's record under another name's node.
    expect(decodeAddress(await lookUp(resolveCall('alice.airlock.id', recordCall.addr('bob.airlock.id'))))).toBe(zeroAddress);
    // contenthash(bytes32): not served.
    expect(await lookUp(resolveCall('alice.airlock.id', `0xbc1c58d1${namehash('alice.airlock.id').slice(2)}`))).toBe('0x');
  });

  it('answers POST { sender, data } as GET', async () => {
    const callData = resolveCall('alice.airlock.id', recordCall.addr('alice.airlock.id'));
    expect(decodeAddress(await lookUp(callData, 'POST')).toLowerCase()).toBe(alice.toLowerCase());
  });

  it('refuses malformed lookups with 400 and a message saying what is wrong', async () => {
    const good = resolveCall('alice.airlock.id', recordCall.addr('alice.airlock.id'));
    const cases: Array<[string, { url: string; method?: 'GET' | 'POST'; payload?: unknown }, RegExp]> = [
      ['a bad sender', { url: `/v1/profile/gateway/0x1234/${good}.json` }, /Expected \/v1\/profile\/gateway\/\{sender\}\/\{data\}\.json/],
      ['no .json', { url: `/v1/profile/gateway/${resolver}/${good}` }, /Expected/],
      ['odd hex', { url: `/v1/profile/gateway/${resolver}/${good}0.json` }, /data must be hex/],
      ['another function', { url: `/v1/profile/gateway/${resolver}/0x3b3b57de${'00'.repeat(32)}.json` }, /resolve\(bytes,bytes\)/],
      ['a truncated call', { url: `/v1/profile/gateway/${resolver}/${good.slice(0, 80)}.json` }, /does not decode/],
      [
        'a name that is not DNS-encoded',
        // A label of 9 bytes with 1 left.
        { url: `/v1/profile/gateway/${resolver}/${resolveCallOf('0x097800', recordCall.addr('x'))}.json` },
        /not a DNS-encoded name/,
      ],
      ['too much data', { url: `/v1/profile/gateway/${resolver}/0x9061b923${'00'.repeat(3000)}.json` }, /at most 2048 bytes/],
      ['a POST without data', { url: '/v1/profile/gateway', method: 'POST', payload: { sender: resolver } }, /Expected a JSON body/],
      [
        'a POST with a bad sender',
        { url: '/v1/profile/gateway', method: 'POST', payload: { sender: 'me', data: good } },
        /sender must be an address/,
      ],
    ];
    for (const [what, request, message] of cases) {
      const response = await server.app.inject({ method: request.method ?? 'GET', url: request.url, payload: request.payload as object });
      expect(response.statusCode, what).toBe(400);
      expect(response.json().message, what).toMatch(message);
    }
    const huge = await server.app.inject({
      method: 'POST',
      url: '/v1/profile/gateway',
      payload: { sender: resolver, data: `0x${'00'.repeat(10_000)}` },
    });
    expect(huge.statusCode).toBe(413);
  });
});
