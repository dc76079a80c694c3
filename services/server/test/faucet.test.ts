import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_FAUCET_ACCOUNT, startDevnet, type Devnet } from '@airlock/devnet';
import { createPublicClient, erc20Abi, formatEther, http, parseEther, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { AirlockServer } from '../src/app/build-server';
import type { ChainConfig } from '../src/config/chain-config';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { createFaucetGrants } from '../src/faucet/faucet-grants';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { startScriptedUpstream, type ScriptedUpstream } from './support/scripted-upstream';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';
import { buildTestServer } from './support/test-server';

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

describe('faucet', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
  });
  afterAll(() => devnet?.stop());

  const chainConfigs = (rpcUrls = devnet.chains.map((chain) => chain.rpcUrl)) => devnetChainConfigs(rpcUrls);
  const claimOn = (server: AirlockServer, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/v1/faucet',
      remoteAddress,
      payload: { projectId: DEMO_PROJECT_ID, chainId: 'eip155:31337', ...payload },
    });
  const balancesOf = async (address: Address) => {
    const client = createPublicClient({ transport: http(devnet.chains[0].rpcUrl) });
    const usdc = await client.readContract({ address: devnet.addresses.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
    return { eth: await client.getBalance({ address }), usdc };
  };

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let server: AirlockServer;
    beforeAll(async () => {
      const chains = chainConfigs();
      // A chain without a faucet key stands in for a real network.
      delete chains[1]!.faucet;
      server = await buildTestServer({ storage, chains, config: { faucetPerHour: 2, faucetPerIpPerHour: 5 } });
    });
    afterAll(() => server?.close());

    const claim = (payload: Record<string, unknown>, remoteAddress?: string) => claimOn(server, payload, remoteAddress);

    it('funds a fresh address with ETH and USDC', async () => {
      const address = freshAddress();
      const response = await claim({ address });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { transactions: string[]; funded: { symbol: string; amount: string }[] };
      expect(body.transactions).toHaveLength(2);
      for (const hash of body.transactions) expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(body.funded).toEqual([
        { symbol: 'ETH', amount: '1' },
        { symbol: 'USDC', amount: '100' },
      ]);
      expect(await balancesOf(address)).toEqual({ eth: parseEther('1'), usdc: parseUnits('100', 6) });
    });

    it('grants at most faucetPerHour times per address and chain', async () => {
      const address = freshAddress();
      const results = await Promise.all([1, 2, 3].map(() => claim({ address: address.toLowerCase() })));
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 200, 429]);
      const refused = await claim({ address });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'FAUCET_LIMIT', message: 'Faucet limit reached: try again later' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3000);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // Another address is not affected.
      expect((await claim({ address: freshAddress() })).statusCode).toBe(200);
    });

    it('grants at most faucetPerIpPerHour times per client IP, over every address', async () => {
      const results = await Promise.all(Array.from({ length: 8 }, () => claim({ address: freshAddress() }, '198.51.100.7')));
      expect(results.filter((result) => result.statusCode === 200)).toHaveLength(5);
      const refused = results.filter((result) => result.statusCode === 429);
      expect(refused).toHaveLength(3);
      for (const response of refused) {
        expect(response.json()).toMatchObject({ error: 'FAUCET_LIMIT', message: 'Faucet limit reached: try again later' });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(3000);
      }
      // Another IP still gets funds.
      expect((await claim({ address: freshAddress() }, '198.51.100.8')).statusCode).toBe(200);
    });

    it('counts an IPv6 client by its /64', async () => {
      for (let index = 1; index <= 5; index++) {
        expect((await claim({ address: freshAddress() }, `2001:db8:7:7::${index}`)).statusCode).toBe(200);
      }
      expect((await claim({ address: freshAddress() }, '2001:db8:7:7:ffff::1')).statusCode).toBe(429);
      expect((await claim({ address: freshAddress() }, '2001:db8:7:8::1')).statusCode).toBe(200);
    });

    it('answers 400 for an address that rejects the funds, without using up a grant', async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await claim({ address: devnet.addresses.weth });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('This address cannot receive faucet funds');
      }
    });

    it('refuses chains without a faucet', async () => {
      const address = freshAddress();
      for (const chainId of ['eip155:31338', 'eip155:1']) {
        const response = await claim({ address, chainId });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Faucet is only available on devnet chains');
      }
    });

    it('rejects malformed requests with 400', async () => {
      for (const payload of [{ address: '0x12' }, { address: 42 }, { address: freshAddress(), chainId: null }]) {
        expect((await claim(payload)).statusCode).toBe(400);
      }
    });

    it('counts grants within the last hour and says when the next one fits', async () => {
      const database = await openTestDatabase(storage);
      try {
        let clock = Date.parse('2030-01-01T00:00:00Z');
        const grants = createFaucetGrants(database.db, () => clock);
        const limits = { perAddress: 2, perClientIp: 3 };
        const at = (address: string, chainId = 'eip155:31337', clientIp = '192.0.2.1') =>
          grants.claim({ address, chainId, clientIp }, limits);

        expect(await at('0xa')).toMatchObject({ granted: true });
        clock += 10 * 60_000;
        expect(await at('0xA')).toMatchObject({ granted: true });
        clock += 10 * 60_000;
        // The earlier of the two leaves the window 40 minutes from now.
        expect(await at('0xa')).toEqual({ granted: false, retryAfterSeconds: 40 * 60 });
        expect(await at('0xa', 'eip155:31338')).toMatchObject({ granted: true });
        // Three grants from 192.0.2.1 over two addresses and chains: the IP is used up.
        expect(await at('0xb', 'eip155:31338')).toEqual({ granted: false, retryAfterSeconds: 40 * 60 });
        expect(await at('0xb', 'eip155:31338', '192.0.2.2')).toMatchObject({ granted: true });

        const released = await at('0xc', 'eip155:31337', '192.0.2.3');
        if (!released.granted) throw new Error('expected a grant');
        await grants.release(released.id);
        expect(await at('0xc', 'eip155:31337', '192.0.2.3')).toMatchObject({ granted: true });

        clock += 40 * 60_000 + 1;
        expect(await at('0xa')).toMatchObject({ granted: true });
      } finally {
        await database.close();
      }
    });
  });

  describe('when the faucet cannot pay a whole grant', () => {
    const withServer = async (chains: ChainConfig[], run: (server: AirlockServer) => Promise<void>) => {
      const server = await buildTestServer({ chains, config: { faucetPerHour: 1 } });
      try {
        await run(server);
      } finally {
        await server.close();
      }
    };

    const expectEmpty = async (server: AirlockServer, address: Address) => {
      // Twice: an empty answer gives the grant back, so faucetPerHour 1 does not turn it into a 429.
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await claimOn(server, { address });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ error: 'FAUCET_EMPTY', message: 'Faucet is empty: try again later', statusCode: 503 });
        expect(response.headers['retry-after']).toBe('60');
      }
      expect(await balancesOf(address)).toEqual({ eth: 0n, usdc: 0n });
    };

    it('answers 503 FAUCET_EMPTY and sends nothing when a token runs short', async () => {
      const chains = chainConfigs();
      chains[0]!.faucet = { ...chains[0]!.faucet!, tokenAmounts: { USDC: '100000000' } };
      await withServer(chains, (server) => expectEmpty(server, freshAddress()));
    });

    it('answers 503 FAUCET_EMPTY when the native amount fits but not the gas on top', async () => {
      const held = (await balancesOf(DEVNET_FAUCET_ACCOUNT.address)).eth;
      const chains = chainConfigs();
      chains[0]!.faucet = { ...chains[0]!.faucet!, nativeAmount: formatEther(held) };
      await withServer(chains, (server) => expectEmpty(server, freshAddress()));
    });

    describe('through an RPC endpoint that fails chosen eth_sendRawTransaction calls', () => {
      let upstream: ScriptedUpstream;
      let failSend: (index: number) => string | undefined = () => undefined;
      beforeAll(async () => {
        let sends = 0;
        upstream = await startScriptedUpstream(async (body) => {
          const call = body as { id?: unknown; method?: string };
          const failure = call.method === 'eth_sendRawTransaction' ? failSend(sends++) : undefined;
          if (failure) return { body: { jsonrpc: '2.0', id: call.id ?? null, error: { code: -32000, message: failure } } };
          const forwarded = await fetch(devnet.chains[0].rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { body: await forwarded.json() };
        });
      });
      afterAll(() => upstream?.close());

      const startFailing = (failures: Record<number, string>) => {
        let offset: number | undefined;
        failSend = (index) => failures[index - (offset ??= index)];
      };

      it('answers 503 FAUCET_EMPTY when the node refuses a transfer for insufficient funds', async () => {
        startFailing({
          0: 'insufficient funds for gas * price + value: have 1 want 2',
          1: 'insufficient funds for gas * price + value: have 1 want 2',
        });
        await withServer(chainConfigs([upstream.url]), (server) => expectEmpty(server, freshAddress()));
      });

      it('keeps the grant when only part of the funds went out, and says what was sent', async () => {
        startFailing({ 1: 'upstream dropped the transaction' });
        await withServer(chainConfigs([upstream.url]), async (server) => {
          const address = freshAddress();
          const partial = await claimOn(server, { address });
          expect(partial.statusCode).toBe(502);
          expect(partial.json()).toMatchObject({ error: 'FAUCET_PARTIAL', message: 'Faucet sent only 1 ETH; the rest failed' });
          expect(await balancesOf(address)).toEqual({ eth: parseEther('1'), usdc: 0n });
          expect((await claimOn(server, { address })).statusCode).toBe(429);
        });
      });
    });
  });
});
