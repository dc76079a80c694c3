import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from '../src/config/devnet-chains';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { STORAGE_KINDS } from './support/test-databases';
import { buildTestServer } from './support/test-server';

describe('faucet', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
  });
  afterAll(() => devnet?.stop());

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let server: AirlockServer;
    beforeAll(async () => {
      const chains = devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl));
      // A chain without a faucet key stands in for a real network.
      delete chains[1]!.faucet;
      server = await buildTestServer({ storage, chains, config: { faucetPerHour: 2 } });
    });
    afterAll(() => server?.close());

    const claim = (payload: Record<string, unknown>) =>
      server.app.inject({ method: 'POST', url: '/v1/faucet', payload: { projectId: DEMO_PROJECT_ID, chainId: 'eip155:31337', ...payload } });

    it('funds a fresh address with ETH and USDC', async () => {
      const address = privateKeyToAccount(generatePrivateKey()).address;
      const response = await claim({ address });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { transactions: string[]; funded: { symbol: string; amount: string }[] };
      expect(body.transactions).toHaveLength(2);
      for (const hash of body.transactions) expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(body.funded).toEqual([
        { symbol: 'ETH', amount: '1' },
        { symbol: 'USDC', amount: '100' },
      ]);
      const client = createPublicClient({ transport: http(devnet.chains[0].rpcUrl) });
      expect(await client.getBalance({ address })).toBe(parseEther('1'));
      const usdc = await client.readContract({ address: devnet.addresses.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
      expect(usdc).toBe(parseUnits('100', 6));
    });

    it('grants at most faucetPerHour times per address and chain', async () => {
      const address = privateKeyToAccount(generatePrivateKey()).address;
      const results = await Promise.all([1, 2, 3].map(() => claim({ address: address.toLowerCase() })));
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 200, 429]);
      const refused = await claim({ address });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Faucet limit reached: try again later');
      // Another address is not affected.
      expect((await claim({ address: privateKeyToAccount(generatePrivateKey()).address })).statusCode).toBe(200);
    });

    it('answers 400 for an address that rejects the funds, without using up a grant', async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await claim({ address: devnet.addresses.weth });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('This address cannot receive faucet funds');
      }
    });

    it('refuses chains without a faucet', async () => {
      const address = privateKeyToAccount(generatePrivateKey()).address;
      for (const chainId of ['eip155:31338', 'eip155:1']) {
        const response = await claim({ address, chainId });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Faucet is only available on devnet chains');
      }
    });

    it('rejects malformed requests with 400', async () => {
      for (const payload of [{ address: '0x12' }, { address: 42 }, { address: privateKeyToAccount(generatePrivateKey()).address, chainId: null }]) {
        expect((await claim(payload)).statusCode).toBe(400);
      }
    });
  });

  it('keeps the grant when only part of the funds went out, and says what was sent', async () => {
    const chains = devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl));
    // More USDC than the faucet holds: the ETH transfer succeeds, the token transfer cannot.
    chains[0]!.faucet = { ...chains[0]!.faucet!, tokenAmounts: { USDC: '100000000' } };
    const server = await buildTestServer({ chains, config: { faucetPerHour: 1 } });
    try {
      const address = privateKeyToAccount(generatePrivateKey()).address;
      const claim = () =>
        server.app.inject({ method: 'POST', url: '/v1/faucet', payload: { projectId: DEMO_PROJECT_ID, chainId: 'eip155:31337', address } });
      const partial = await claim();
      expect(partial.statusCode).toBe(502);
      expect(partial.json()).toMatchObject({ error: 'FAUCET_PARTIAL', message: 'Faucet sent only 1 ETH; the rest failed' });
      const client = createPublicClient({ transport: http(devnet.chains[0].rpcUrl) });
      expect(await client.getBalance({ address })).toBe(parseEther('1'));
      expect((await claim()).statusCode).toBe(429);
    } finally {
      await server.close();
    }
  });
});
