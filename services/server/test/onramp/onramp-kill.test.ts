import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OnrampOrder, OnrampQuote, OnrampUrlResponse } from '@airlock/protocol';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../src/projects/project-id';
import { spawnServerProcess, writeTestChainsFile, type ServerProcess, type TestChainsFile } from '../support/server-process';
import { balances, freshAddress } from './onramp-harness';

const SLOW = 240_000;
const ROUNDS = 4;

const post = async <T>(url: string, body: unknown): Promise<T> => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

describe('a server process killed (SIGKILL) while a sandbox order is paid', () => {
  let devnet: Devnet;
  let chainsFile: TestChainsFile;
  let dataDir: string;
  let balanceOf: ReturnType<typeof balances>;
  beforeAll(async () => {
    devnet = await startDevnet();
    balanceOf = balances(devnet.chains[0].rpcUrl, devnet.addresses.usdc);
    chainsFile = await writeTestChainsFile(devnet.chains.map((chain) => chain.rpcUrl));
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-onramp-kill-'));
  }, SLOW);
  afterAll(async () => {
    await chainsFile?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await devnet?.stop();
  });

  const spawn = () =>
    spawnServerProcess({
      env: { AIRLOCK_DATA_DIR: dataDir, AIRLOCK_CHAINS_FILE: chainsFile.path, AIRLOCK_DEMO: '1', AIRLOCK_LOG_LEVEL: 'warn' },
      startTimeoutMs: 60_000,
    });

  it(
    'delivers each order exactly once after a restart, wherever the kill lands',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        let server: ServerProcess = await spawn();
        const api = (path: string) => `${server.url}${path}?projectId=${DEMO_PROJECT_ID}`;
        const address = freshAddress();
        const quote = await post<OnrampQuote>(api('/v1/onramp/quote'), {
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
          amount: '50',
          network: 'eip155:31337',
        });
        const { url, orderId } = await post<OnrampUrlResponse>(api('/v1/generators/onrampurl'), {
          quoteId: quote.quoteId,
          destinationWallets: [{ address, blockchains: ['eip155:31337'] }],
        });
        const form = new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada' });
        const paying = fetch(`${server.url}${new URL(url).pathname}`, { method: 'POST', body: form }).catch(() => undefined);
        // A different moment each round: before the claim, between claim and signing, after broadcasting.
        await new Promise((resolve) => setTimeout(resolve, round * 15));
        server.child.kill('SIGKILL');
        await server.exited;
        await paying;

        server = await spawn();
        try {
          let order: OnrampOrder;
          for (;;) {
            order = (await (await fetch(`${server.url}/v1/onramp/orders/${orderId}?projectId=${DEMO_PROJECT_ID}`)).json()) as OnrampOrder;
            if (order.status !== 'processing') break;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          if (order.status === 'pending') {
            // Killed before the claim: nothing was sent, and the checkout still takes the card.
            expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: 0n });
            const page = await fetch(`${server.url}${new URL(url).pathname}`, { method: 'POST', body: form });
            expect(await page.text()).toContain('Payment complete.');
          } else {
            expect(order.status).toBe('completed');
          }
          expect(await balanceOf(address), `round ${round}`).toEqual({ eth: 0n, usdc: parseUnits('49.25', 6) });
        } finally {
          await server.stop();
        }
      }
    },
    SLOW,
  );
});
