import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { DEMO_PROJECT_ID } from '../../src/projects/project-id';
import { requestFrom, type RawAnswer } from '../support/raw-http';
import { spawnServerOnFreshData, type ServerProcess } from '../support/server-process';

/** Cost units per minute per project and IP: two batches of 100 calls fit, a third does not. */
const CALLS_PER_MINUTE = 250;
const MAX_RESPONSE_BYTES = 10 * 1024;
/** The repro sent batches of 1,000, and 20 of them at once. */
const ATTACK_BATCH = 1_000;
const CONCURRENT_BATCHES = 20;
/** Far beyond what any of these answers should take, yet under the 6.5 s normal clients waited in the issue. */
const PROMPTLY_MS = 5_000;

type RpcReply = { id: number | string; result?: unknown; error?: { code: number; message: string } };

describe('RPC amplification', () => {
  let devnet: Devnet;
  let server: ServerProcess;
  const answers: RawAnswer[] = [];

  beforeAll(async () => {
    devnet = await startDevnet();
    server = await spawnServerOnFreshData({
      rpcUrls: devnet.chains.map((chain) => chain.rpcUrl),
      env: {
        AIRLOCK_RATE_LIMIT_PER_MINUTE: String(CALLS_PER_MINUTE),
        AIRLOCK_RPC_MAX_RESPONSE_BYTES: String(MAX_RESPONSE_BYTES),
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await devnet?.stop();
  });

  const call = (method: string, params: unknown[], id: number | string = 1) => ({ jsonrpc: '2.0', id, method, params });
  const fullRangeLogs = (id: number | string) => call('eth_getLogs', [{ fromBlock: 'earliest', toBlock: 'latest' }], id);
  const batchOf = (size: number) => Array.from({ length: size }, (_, id) => fullRangeLogs(id));
  /** POST to the RPC proxy from a loopback address of its own (127.0.0.2, 127.0.0.3 … are separate clients). */
  const rpcFrom = async (clientIp: string, body: unknown): Promise<RawAnswer> => {
    const answer = await requestFrom(clientIp, `${server.url}/v1/?chainId=eip155:31337&projectId=${DEMO_PROJECT_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      timeoutMs: 30_000,
    });
    answers.push(answer);
    return answer;
  };
  const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
    const startedAt = performance.now();
    const value = await work();
    return { value, ms: performance.now() - startedAt };
  };

  it('refuses the batch of 1,000 full-range eth_getLogs calls with 400 BATCH_TOO_LARGE, before any reaches the node', async () => {
    const { value: answer, ms } = await timed(() => rpcFrom('127.0.0.2', batchOf(ATTACK_BATCH)));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'BATCH_TOO_LARGE',
      message: 'Batch too large: 1000 calls sent, the limit is 100 calls per batch; split it into smaller batches',
      statusCode: 400,
    });
    expect(ms).toBeLessThan(PROMPTLY_MS);
  });

  it('counts every call of a batch against the rate limit: the third batch of 100 from one IP gets 429 with Retry-After', async () => {
    const first = await rpcFrom('127.0.0.3', batchOf(100));
    const second = await rpcFrom('127.0.0.3', batchOf(100));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers['x-ratelimit-remaining']).toBe(String(CALLS_PER_MINUTE - 200));
    const third = await rpcFrom('127.0.0.3', batchOf(100));
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await rpcFrom('127.0.0.4', call('eth_blockNumber', []))).status).toBe(200);
  });

  it('answers each over-sized call of a batch with a clear JSON-RPC error instead of buffering the whole answer', async () => {
    const answer = await rpcFrom('127.0.0.5', batchOf(100));
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(100 * 1024);
    const replies = JSON.parse(answer.body) as RpcReply[];
    expect(replies).toHaveLength(100);
    for (const reply of replies) {
      expect(reply.error).toEqual({
        code: -32005,
        message: `Response too large: the upstream answer exceeds ${MAX_RESPONSE_BYTES} bytes; ask for less, e.g. a narrower block range`,
      });
    }
  });

  it('answers a single call whose answer passes the cap with the same error, not a 500', async () => {
    // The seeded devnet's logs come to about 26 KB, however anvil spread them over blocks.
    const answer = await rpcFrom('127.0.0.6', fullRangeLogs('logs'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      id: 'logs',
      error: { code: -32005, message: expect.stringMatching(/^Response too large/) },
    });
    // Small answers still pass.
    const small = await rpcFrom('127.0.0.6', call('eth_getBlockByNumber', ['latest', false], 'header'));
    expect(JSON.parse(small.body).result.number).toMatch(/^0x/);
  });

  it('refuses an eth_getLogs range wider than the cap, and keeps the other calls of the batch', async () => {
    const answer = await rpcFrom('127.0.0.7', [
      call('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x100000' }], 1),
      call('eth_chainId', [], 2),
    ]);
    const [wide, chainId] = JSON.parse(answer.body) as RpcReply[];
    expect(wide!.error).toEqual({
      code: -32005,
      message:
        'eth_getLogs block range too wide: 1048577 blocks asked for, the limit is 2000; ' +
        'ask for a narrower fromBlock..toBlock range, or one block by blockHash',
    });
    expect(chainId!.result).toBe('0x7a69');
  });

  it('refuses eth_newFilter, pointing at eth_getLogs', async () => {
    const answer = await rpcFrom('127.0.0.8', call('eth_newFilter', [{ fromBlock: 'latest' }]));
    expect(JSON.parse(answer.body)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Filters are not supported through the Airlock RPC proxy: use eth_getLogs instead' },
    });
  });

  it('answers 400, not 500, to params nested 5,000 levels deep', async () => {
    const nested = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const answer = await rpcFrom('127.0.0.9', `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${nested}}`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toBe('JSON body nests deeper than 32 levels');
  });

  it(`keeps /health and a normal client prompt while ${CONCURRENT_BATCHES} attack and ${CONCURRENT_BATCHES} full batches run`, async () => {
    const attack = Promise.all(
      Array.from({ length: CONCURRENT_BATCHES }, (_, index) => rpcFrom(`127.0.1.${index + 1}`, batchOf(ATTACK_BATCH))),
    );
    const full = Promise.all(Array.from({ length: CONCURRENT_BATCHES }, (_, index) => rpcFrom(`127.0.2.${index + 1}`, batchOf(100))));
    const health = await timed(() => requestFrom('127.0.0.2', `${server.url}/health`, { timeoutMs: 30_000 }));
    const blockNumber = await timed(() => rpcFrom('127.0.0.2', call('eth_blockNumber', [], 'normal')));

    expect(health.value.status).toBe(200);
    expect(health.ms).toBeLessThan(PROMPTLY_MS);
    expect(JSON.parse(blockNumber.value.body).result).toMatch(/^0x[0-9a-f]+$/);
    expect(blockNumber.ms).toBeLessThan(PROMPTLY_MS);
    expect((await attack).map((answer) => answer.status)).toEqual(Array(CONCURRENT_BATCHES).fill(400));
    // A full batch is answered (each call over the size cap) or turned away as busy; nothing else.
    for (const answer of await full) expect([200, 503]).toContain(answer.status);
  });

  it('stayed up and never answered 500', () => {
    expect(server.alive).toBe(true);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
  });
});
