import { startDevnet, type Devnet } from '@airlock/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { STORAGE_KINDS } from './support/test-databases';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { buildTestServer } from './support/test-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { createSiwxNonceStore } from '../src/siwx/siwx-nonce-store';
import { freshAccount, messageOf, siwxClient } from './siwx-harness';

function statusCounts(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe('Sign in with X limits', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
  });
  afterAll(() => devnet?.stop());

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let server: AirlockServer;
    let siwx: ReturnType<typeof siwxClient>;
    beforeAll(async () => {
      server = await buildTestServer({
        storage,
        chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)),
        config: {
          siwxNoncesPerIpPerMinute: 5,
          siwxNoncesPerProjectPerMinute: 40,
          siwxSessionsPerIpPerMinute: 4,
          siwxSessionsPerProjectPerMinute: 9,
        },
      });
      siwx = siwxClient(server);
    });
    afterAll(() => server?.close());

    it('gives one client IP exactly its nonce limit of requests fired at once', async () => {
      const answers = await Promise.all(Array.from({ length: 15 }, () => siwx.askNonce('10.0.0.1')));
      expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 201: 5, 429: 10 });
      const refused = answers.find((answer) => answer.statusCode === 429)!;
      expect(messageOf(refused)).toBe('Too many sign-in nonces asked for: try again later');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('gives a project exactly its nonce limit over many IPs (5 already taken above)', async () => {
      const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => siwx.askNonce(`10.1.${index}.1`)));
      expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 201: 35, 429: 25 });
    });

    it('gives one client IP exactly its sign-in limit, and a project its own, of attempts fired at once', async () => {
      // The nonces are made in the store: this server's nonce budget is spent above.
      const store = createSiwxNonceStore(server.deps.database.db);
      const values = await Promise.all(Array.from({ length: 20 }, async () => (await store.create(DEMO_PROJECT_ID)).nonce));
      const signed = await Promise.all(values.map((nonce) => siwx.signed(freshAccount(), nonce)));
      const fromOneIp = await Promise.all(signed.slice(0, 10).map((payload) => siwx.postSession(payload, '10.3.0.1')));
      expect(statusCounts(fromOneIp.map((answer) => answer.statusCode))).toEqual({ 201: 4, 429: 6 });
      expect(messageOf(fromOneIp.find((answer) => answer.statusCode === 429)!)).toBe('Too many sign-in attempts: try again later');
      const fromMany = await Promise.all(signed.slice(10).map((payload, index) => siwx.postSession(payload, `10.4.${index}.1`)));
      expect(statusCounts(fromMany.map((answer) => answer.statusCode))).toEqual({ 201: 5, 429: 5 });
    });
  });
});
