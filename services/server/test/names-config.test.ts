import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/config-error';
import { loadServerConfig } from '../src/config/server-config';
import { buildTestServer } from './support/test-server';
import { freshAccount, messageOf, namesClient, uniqueLabel } from './names-harness';

describe('names configuration', () => {
  it('defaults to airlock.id and one name per address', () => {
    expect(loadServerConfig({})).toMatchObject({
      nameSuffix: 'airlock.id',
      namesPerAddress: 1,
      nameRegistrationsPerIpPerHour: 20,
      nameRegistrationsPerProjectPerHour: 10_000,
    });
  });

  it('takes a suffix in any case, with or without a leading dot', () => {
    expect(loadServerConfig({ AIRLOCK_NAME_SUFFIX: '.Names.Example.COM' }).nameSuffix).toBe('names.example.com');
    expect(loadServerConfig({ AIRLOCK_NAMES_PER_ADDRESS: '3' }).namesPerAddress).toBe(3);
  });

  it('refuses a suffix that is not a domain name and limits below 1', () => {
    for (const suffix of ['id', 'bad suffix.id', 'under_score.id', '-lead.id', 'a..id']) {
      expect(() => loadServerConfig({ AIRLOCK_NAME_SUFFIX: suffix }), suffix).toThrow(ConfigError);
    }
    expect(() => loadServerConfig({ AIRLOCK_NAMES_PER_ADDRESS: '0' })).toThrow(
      'AIRLOCK_NAMES_PER_ADDRESS=0 must be an integer of at least 1',
    );
    expect(() => loadServerConfig({ AIRLOCK_NAME_REGISTRATIONS_PER_IP_PER_HOUR: 'x' })).toThrow(ConfigError);
  });

  it("registers and answers names under the operator's suffix only", async () => {
    // EOA signatures are checked by recovery: the devnet's chain config is enough, no node is asked.
    const server = await buildTestServer({ config: { nameSuffix: 'names.example.com' } });
    try {
      const names = namesClient(server);
      const label = uniqueLabel('own');
      const registered = await names.register(freshAccount(), `${label}.names.example.com`);
      expect(registered.statusCode).toBe(201);
      expect(registered.json().name).toBe(`${label}.names.example.com`);
      expect((await names.get(`/v1/profile/account/${label}.names.example.com`)).statusCode).toBe(200);
      expect((await names.get(`/v1/profile/account/${label}.airlock.id`)).statusCode).toBe(404);
      const foreign = await names.register(freshAccount(), `${uniqueLabel('other')}.airlock.id`);
      expect(messageOf(foreign)).toBe('Name must be one label followed by .names.example.com');
      const suggested = await names.get(`/v1/profile/suggestions/${label}?zone=names.example.com`);
      expect(suggested.json().suggestions[0]).toEqual({ name: `${label}.names.example.com`, registered: true });
      // The modal registers under the suffix its project config names.
      expect((await names.get('/v1/project/config')).json().nameSuffix).toBe('names.example.com');
    } finally {
      await server.close();
    }
  });
});
