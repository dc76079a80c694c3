import { startDevnet, type Devnet } from '@airlock/devnet';
import { DEFAULT_EVM_COIN_TYPE, formatNameRegistrationMessage } from '@airlock/protocol';
import { concatHex, createTestClient, getContractAddress, type Hex, http, keccak256, serializeErc6492Signature, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { STORAGE_KINDS } from './support/test-databases';
import { buildTestServer } from './support/test-server';
import { DEVNET_COIN_TYPE, freshAccount, messageOf, namesClient, uniqueLabel } from './names-harness';

/** An EIP-1271 wallet in raw EVM code answering every call with one 4-byte value (see siwx-smart-accounts.test.ts). */
const answeringRuntime = (answer: Hex) => concatHex(['0x63', answer, '0x60e01b60005260206000f3']);
const ACCEPTING = answeringRuntime('0x1626ba7e');
const REFUSING = answeringRuntime('0xffffffff');
const initCodeOf = (runtime: Hex) => concatHex(['0x6f', runtime, '0x60005260106010f3']);
const CREATE2_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c';

describe('name registration', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
  });
  afterAll(() => devnet?.stop());

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let server: AirlockServer;
    let names: ReturnType<typeof namesClient>;
    beforeAll(async () => {
      server = await buildTestServer({
        storage,
        chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)),
        config: { nameRegistrationsPerIpPerHour: 1_000 },
      });
      names = namesClient(server);
    });
    afterAll(() => server?.close());

    it('registers a name signed by an EOA, and answers it by name and by address', async () => {
      const account = freshAccount();
      const label = uniqueLabel('alice');
      const response = await names.register(account, `${label}.airlock.id`, { attributes: { avatar: 'https://example.com/a.png' } });
      expect(response.statusCode).toBe(201);
      const record = response.json();
      expect(record).toMatchObject({
        name: `${label}.airlock.id`,
        attributes: { avatar: 'https://example.com/a.png' },
      });
      // A key signed: the same address on every EVM chain, so the name also holds ENSIP-19's default EVM coin type.
      expect(record.addresses).toEqual({
        [String(DEVNET_COIN_TYPE)]: { address: account.address },
        [String(DEFAULT_EVM_COIN_TYPE)]: { address: account.address },
      });
      expect((await names.get(`/v1/profile/account/${label.toUpperCase()}.airlock.id`)).json()).toEqual(record);
      expect((await names.get(`/v1/profile/reverse/${account.address.toLowerCase()}`)).json()).toEqual([record]);
      expect((await names.get(`/v1/profile/reverse/${freshAccount().address}`)).json()).toEqual([]);
      const missing = await names.get(`/v1/profile/account/${uniqueLabel('nobody')}.airlock.id?apiVersion=2`);
      expect(missing.statusCode).toBe(404);
      expect((await names.get('/v1/profile/reverse/0xnope')).statusCode).toBe(400);
    });

    it('refuses a taken name with 409, a replayed registration included, and a second name for the same address', async () => {
      const account = freshAccount();
      const label = uniqueLabel('taken');
      const signed = await names.signed(account, `${label}.airlock.id`);
      expect((await names.post(signed)).statusCode).toBe(201);
      const replayed = await names.post(signed);
      expect(replayed.statusCode).toBe(409);
      expect(messageOf(replayed)).toBe(`Name ${label}.airlock.id is already taken`);
      expect((await names.register(freshAccount(), `${label}.airlock.id`)).statusCode).toBe(409);
      const second = await names.register(account, `${uniqueLabel('second')}.airlock.id`);
      expect(second.statusCode).toBe(409);
      expect(messageOf(second)).toBe('This address already has a name');
    });

    it('registers a name once when 50 addresses race for it, and one name when one address asks for 10 at once', async () => {
      const label = uniqueLabel('race');
      const raced = await Promise.all(Array.from({ length: 50 }, () => names.register(freshAccount(), `${label}.airlock.id`)));
      expect(raced.filter((response) => response.statusCode === 201)).toHaveLength(1);
      expect(raced.filter((response) => response.statusCode === 409)).toHaveLength(49);
      const account = freshAccount();
      const many = await Promise.all(Array.from({ length: 10 }, () => names.register(account, `${uniqueLabel('many')}.airlock.id`)));
      expect(many.filter((response) => response.statusCode === 201)).toHaveLength(1);
      expect(many.filter((response) => response.statusCode === 409)).toHaveLength(9);
    });

    it('answers each broken rule with 400 and its message, registering nothing', async () => {
      const account = freshAccount();
      const cases: Array<[Promise<unknown>, string]> = [
        [names.signed(account, 'abc.airlock.id'), 'Name must be at least 4 characters'],
        [names.signed(account, 'with_underscore.airlock.id'), 'Name can only contain letters, digits or hyphens'],
        [names.signed(account, 'alice.other.id'), 'Name must be one label followed by .airlock.id'],
        [
          names.signed(account, `${uniqueLabel('old')}.airlock.id`, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
          'Registration message expired: sign a new one',
        ],
        [
          names.signed(account, `${uniqueLabel('new')}.airlock.id`, { timestamp: Math.floor(Date.now() / 1000) + 120 }),
          'Registration message timestamp is in the future',
        ],
        [names.signed(account, `${uniqueLabel('coin')}.airlock.id`, { coinType: 0 }), "Coin type 0 is not an EVM chain's (ENSIP-11)"],
        [names.signed(account, `${uniqueLabel('chain')}.airlock.id`, { coinType: 60 }), 'Chain 1 is not served here'],
      ];
      for (const [signed, message] of cases) {
        const response = await names.post(await signed);
        expect(response.statusCode, message).toBe(400);
        expect(messageOf(response)).toBe(message);
      }
      const good = await names.signed(account, `${uniqueLabel('bad')}.airlock.id`);
      expect(messageOf(await names.post({ ...good, message: 'not json' }))).toBe(
        'Registration message must be the JSON of name, attributes and timestamp',
      );
      expect((await names.post({ ...good, signature: '0x1234' })).statusCode).toBe(401);
      expect((await names.post({ ...good, signature: 'nope' })).statusCode).toBe(400);
      expect((await names.post({ ...good, address: freshAccount().address })).statusCode).toBe(401);
      expect((await names.post({ ...good, coin_type: 'x' })).statusCode).toBe(400);
      const big = formatNameRegistrationMessage({ name: 'large.airlock.id', attributes: { avatar: 'x'.repeat(20_000) }, timestamp: 1 });
      expect((await names.post({ ...good, message: big })).statusCode).toBe(413);
      expect((await names.get(`/v1/profile/reverse/${account.address}`)).json()).toEqual([]);
    });

    it('registers smart accounts (EIP-1271, ERC-6492) and EIP-7702 accounts, and refuses a contract refusing the signature', async () => {
      const anvil = createTestClient({ mode: 'anvil', transport: http(devnet.chains[0]!.rpcUrl) });
      const accepting = freshAccount().address;
      const refusing = freshAccount().address;
      await anvil.setCode({ address: accepting, bytecode: ACCEPTING });
      await anvil.setCode({ address: refusing, bytecode: REFUSING });
      const signer = freshAccount();
      const signedFor = async (address: Hex, name: string) => ({ ...(await names.signed(signer, name)), address });
      expect((await names.post(await signedFor(accepting, `${uniqueLabel('safe')}.airlock.id`))).statusCode).toBe(201);
      expect((await names.post(await signedFor(refusing, `${uniqueLabel('nosafe')}.airlock.id`))).statusCode).toBe(401);
      // An EIP-7702-delegated EOA (code 0xef0100 ‖ delegate) signs as its key: recovery accepts it, whatever its code says.
      const delegated = freshAccount();
      await anvil.setCode({ address: delegated.address, bytecode: concatHex(['0xef0100', refusing]) });
      expect((await names.register(delegated, `${uniqueLabel('seven')}.airlock.id`)).statusCode).toBe(201);

      const salt = keccak256(toHex(`names-6492-${storage}-${Date.now()}`));
      const initCode = initCodeOf(ACCEPTING);
      const counterfactual = getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt, bytecode: initCode });
      const signed = await signedFor(counterfactual, `${uniqueLabel('later')}.airlock.id`);
      const wrapped = serializeErc6492Signature({
        address: CREATE2_DEPLOYER,
        data: concatHex([salt, initCode]),
        signature: signed.signature,
      });
      const response = await names.post({ ...signed, signature: wrapped });
      expect(response.statusCode).toBe(201);
      // A contract's address may differ on other chains: the name holds the chain it signed on only.
      expect(response.json().addresses).toEqual({ [String(DEVNET_COIN_TYPE)]: { address: counterfactual } });
    });

    it('suggests the name asked for and free variants, and answers a broken label with its rule', async () => {
      const account = freshAccount();
      const label = uniqueLabel('sugg');
      expect((await names.register(account, `${label}.airlock.id`)).statusCode).toBe(201);
      const response = await names.get(`/v1/profile/suggestions/${label}?zone=airlock.id`);
      expect(response.statusCode).toBe(200);
      const { suggestions } = response.json() as { suggestions: Array<{ name: string; registered: boolean }> };
      expect(suggestions[0]).toEqual({ name: `${label}.airlock.id`, registered: true });
      expect(suggestions.length).toBeGreaterThan(2);
      for (const suggestion of suggestions.slice(1)) {
        expect(suggestion.registered).toBe(false);
        expect(suggestion.name).toMatch(new RegExp(`^${label}(-[a-z0-9]+|[0-9]+)\\.airlock\\.id$`));
        expect((await names.get(`/v1/profile/account/${suggestion.name}`)).statusCode).toBe(404);
      }
      const free = (await names.get(`/v1/profile/suggestions/${uniqueLabel('free')}.airlock.id`)).json();
      expect(free.suggestions[0].registered).toBe(false);
      const short = await names.get('/v1/profile/suggestions/abc');
      expect(short.statusCode).toBe(400);
      expect(messageOf(short)).toBe('Name must be at least 4 characters');
      expect(messageOf(await names.get('/v1/profile/suggestions/a_bcd'))).toBe('Name can only contain letters, digits or hyphens');
      expect((await names.get(`/v1/profile/suggestions/${label}?zone=other.id`)).statusCode).toBe(400);
    });

    it('requires a project on every name route', async () => {
      for (const url of [
        '/v1/profile/suggestions/alice',
        '/v1/profile/account/alice.airlock.id',
        `/v1/profile/reverse/${freshAccount().address}`,
      ]) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(messageOf(response)).toBe('Project ID Not Configured');
      }
      expect((await server.app.inject({ method: 'POST', url: '/v1/profile/account', payload: {} })).statusCode).toBe(400);
    });
  });

  it('counts registrations per IP and per project, under concurrency', async () => {
    const server = await buildTestServer({
      chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)),
      config: { nameRegistrationsPerIpPerHour: 3, nameRegistrationsPerProjectPerHour: 5 },
    });
    try {
      const names = namesClient(server);
      const signed = await Promise.all(
        Array.from({ length: 10 }, () => names.signed(freshAccount(), `${uniqueLabel('limit')}.airlock.id`)),
      );
      const fromOneIp = await Promise.all(signed.map((payload) => names.post(payload, '10.0.0.1')));
      expect(fromOneIp.filter((response) => response.statusCode === 201)).toHaveLength(3);
      expect(fromOneIp.filter((response) => response.statusCode === 429)).toHaveLength(7);
      expect(messageOf(fromOneIp.find((response) => response.statusCode === 429)!)).toBe('Too many name registrations: try again later');
      const more = await Promise.all(Array.from({ length: 10 }, () => names.signed(freshAccount(), `${uniqueLabel('limit')}.airlock.id`)));
      const fromManyIps = await Promise.all(more.map((payload, i) => names.post(payload, `10.0.1.${i + 1}`)));
      // The project had 3 of its 5; these 10 from fresh IPs get the 2 left.
      expect(fromManyIps.filter((response) => response.statusCode === 201)).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
