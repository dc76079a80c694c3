import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVNET_ADDRESSES, startDevnet, type Devnet } from '@airlock/devnet';
import { createPublicClient, createWalletClient, custom, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { chainTransportsFor } from '../src/rpc/chain-transports';
import { deadUrl, resultFor, startScriptedUpstream, type ScriptedUpstream, type UpstreamReply } from './support/scripted-upstream';
import { buildTestServer } from './support/test-server';

const NOT_ALLOWED = 'Requested RPC call is not allowed';
const MAX_RESPONSE_BYTES = 64 * 1024;

describe('RPC proxy', () => {
  let devnet: Devnet;
  let server: AirlockServer;
  let scripted: ScriptedUpstream;
  // What the scripted upstream (behind chain 31338) does with its n-th request.
  let script: (body: unknown, index: number) => UpstreamReply;

  beforeAll(async () => {
    devnet = await startDevnet();
    scripted = await startScriptedUpstream((body, index) => script(body, index));
    const chains = devnetChainConfigs([devnet.chains[0].rpcUrl, scripted.url]);
    // The L1's first upstream is down: every call there proves fallback to the second.
    chains[0]!.rpcUrls = [await deadUrl(), devnet.chains[0].rpcUrl];
    server = await buildTestServer({ chains, config: { rpcMaxResponseBytes: MAX_RESPONSE_BYTES } });
  });
  afterAll(async () => {
    await server?.close();
    await scripted?.close();
    await devnet?.stop();
  });
  beforeEach(() => {
    scripted.received.length = 0;
    script = (body) => ({ body: resultFor(body, '0x1') });
  });

  const rpc = (payload: unknown, chainId = 'eip155:31337', path = '/v1/') =>
    server.app.inject({ method: 'POST', url: `${path}?chainId=${chainId}&projectId=${DEMO_PROJECT_ID}`, payload: payload as object });
  const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({ jsonrpc: '2.0', id, method, params });

  it('forwards a single call on /v1/ and /v1, falling back past a dead upstream', async () => {
    for (const path of ['/v1/', '/v1']) {
      const response = await rpc(call('eth_blockNumber', [], 42), 'eip155:31337', path);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ jsonrpc: '2.0', id: 42, result: expect.stringMatching(/^0x[0-9a-f]+$/) });
    }
    expect((await rpc(call('eth_chainId'), '31337')).json().result).toBe('0x7a69');
  });

  it('answers a batch in order, refusing disallowed entries one by one', async () => {
    const response = await rpc([
      call('eth_chainId', [], 1),
      call('eth_sendTransaction', [{}], 2),
      call('eth_getBalance', [devnet.accounts[0]!.address, 'latest'], 3),
      call('anvil_setBalance', [devnet.accounts[0]!.address, '0x1'], 4),
      { id: 5, params: [] },
      call('net_version', [], 6),
    ]);
    expect(response.statusCode).toBe(200);
    const replies = response.json() as { id: number; result?: string; error?: { code: number; message: string } }[];
    expect(replies.map((reply) => reply.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(replies[0]!.result).toBe('0x7a69');
    expect(replies[1]!.error?.message).toBe(NOT_ALLOWED);
    expect(BigInt(replies[2]!.result!)).toBeGreaterThan(0n);
    expect(replies[3]!.error?.message).toBe(NOT_ALLOWED);
    expect(replies[4]!.error?.code).toBe(-32600);
    expect(replies[5]!.result).toBe('31337');
  });

  it('forwards notifications (calls without an id) and, as JSON-RPC says, answers them with nothing', async () => {
    // A real node answers a notification with 204 and no body; that must not read as an outage.
    const alone = await rpc({ jsonrpc: '2.0', method: 'eth_call', params: ['1535597619', 'x', '0xc4DFA74'] });
    expect(alone.statusCode).toBe(204);
    expect(alone.body).toBe('');
    const refused = await rpc({ jsonrpc: '2.0', method: 'anvil_mine', params: [] });
    expect(refused.statusCode).toBe(204);

    const mixed = await rpc([
      { jsonrpc: '2.0', method: 'eth_blockNumber', params: [] },
      call('eth_chainId', [], 7),
      { jsonrpc: '2.0', method: 'anvil_mine' },
    ]);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json()).toEqual([{ jsonrpc: '2.0', id: 7, result: '0x7a69' }]);
    const onlyNotifications = await rpc([
      { jsonrpc: '2.0', method: 'eth_blockNumber' },
      { jsonrpc: '2.0', method: 'eth_chainId' },
    ]);
    expect(onlyNotifications.statusCode).toBe(204);
  });

  it.each([
    'eth_sendTransaction',
    'eth_accounts',
    'personal_sign',
    'admin_peers',
    'debug_traceTransaction',
    'anvil_mine',
    'evm_mine',
    'hardhat_mine',
    'eth_sign',
  ])('refuses %s', async (method) => {
    const response = await rpc(call(method, [], 9));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ jsonrpc: '2.0', id: 9, error: { code: -32601, message: NOT_ALLOWED } });
  });

  it('relays a signed transaction from a viem wallet end to end', async () => {
    const transport = custom({
      request: async ({ method, params }) => {
        const reply = (await rpc({ jsonrpc: '2.0', id: 1, method, params })).json();
        if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
        return reply.result;
      },
    });
    const account = privateKeyToAccount(devnet.accounts[5]!.privateKey);
    const wallet = createWalletClient({ account, transport });
    const client = createPublicClient({ transport });
    const to = privateKeyToAccount(`0x${'7'.repeat(64)}`).address;
    const hash = await wallet.sendTransaction({ to, value: parseEther('0.5'), chain: null });
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.5'));
  });

  it('rejects unknown chains and malformed requests with 400', async () => {
    const unknown = await rpc(call('eth_blockNumber'), 'eip155:1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Network not supported for RPC');
    const missing = await server.app.inject({ method: 'POST', url: `/v1/?projectId=${DEMO_PROJECT_ID}`, payload: call('eth_blockNumber') });
    expect(missing.statusCode).toBe(400);
    const notJson = await server.app.inject({
      method: 'POST',
      url: `/v1/?chainId=eip155:31337&projectId=${DEMO_PROJECT_ID}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"jsonrpc":',
    });
    expect(notJson.statusCode).toBe(400);
    const tooMany = await rpc(Array.from({ length: 101 }, (_, id) => call('eth_blockNumber', [], id)));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      error: 'BATCH_TOO_LARGE',
      message: 'Batch too large: 101 calls sent, the limit is 100 calls per batch; split it into smaller batches',
    });
    expect((await rpc([])).json().error.code).toBe(-32600);
    expect((await rpc({ method: 42 })).json().error.code).toBe(-32600);
    const noProject = await server.app.inject({ method: 'POST', url: '/v1/?chainId=eip155:31337', payload: call('eth_blockNumber') });
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().message).toBe('Project ID Not Configured');
  });

  it('accepts a full batch of 100 and charges the rate limit one unit per call', async () => {
    script = (body) => ({ body: Array.isArray(body) ? body.map((entry) => resultFor(entry, '0x1')) : resultFor(body, '0x1') });
    const single = await rpc(call('eth_blockNumber'), 'eip155:31338');
    const response = await rpc(
      Array.from({ length: 100 }, (_, id) => call('eth_blockNumber', [], id)),
      'eip155:31338',
    );
    expect(response.json()).toHaveLength(100);
    expect(scripted.received).toHaveLength(2);
    const remaining = (reply: typeof response) => Number(reply.headers['x-ratelimit-remaining']);
    expect(remaining(single) - remaining(response)).toBe(100);
  });

  it('takes a body of up to 1 MiB, larger than other routes take', async () => {
    const rawTransaction = `0x${'ab'.repeat(400 * 1024)}`;
    const large = await rpc(call('eth_sendRawTransaction', [rawTransaction]), 'eip155:31338');
    expect(large.statusCode).toBe(200);
    expect(large.json().result).toBe('0x1');
    const tooLarge = await rpc(call('eth_sendRawTransaction', [`0x${'ab'.repeat(600 * 1024)}`]), 'eip155:31338');
    expect(tooLarge.statusCode).toBe(413);
  });

  it.each([
    'eth_newFilter',
    'eth_newBlockFilter',
    'eth_newPendingTransactionFilter',
    'eth_getFilterChanges',
    'eth_getFilterLogs',
    'eth_uninstallFilter',
  ])('refuses %s, pointing at eth_getLogs', async (method) => {
    const response = await rpc(call(method, method === 'eth_newFilter' ? [{ fromBlock: 'latest' }] : ['0x1'], 3), 'eip155:31338');
    expect(response.json()).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32601, message: 'Filters are not supported through the Airlock RPC proxy: use eth_getLogs instead' },
    });
    expect(scripted.received).toHaveLength(0);
  });

  describe('eth_getLogs block range', () => {
    const HEAD = 0x100000;
    const logs = (filter: unknown, id: number | string = 1) => call('eth_getLogs', [filter], id);
    beforeEach(() => {
      script = (body) => ({
        body: resultFor(body, (body as { method: string }).method === 'eth_blockNumber' ? `0x${HEAD.toString(16)}` : []),
      });
    });
    const methodsSent = () => scripted.received.map((body) => (body as { method: string }).method);

    it('refuses a numeric range wider than the cap without contacting the node', async () => {
      const response = await rpc(logs({ fromBlock: '0x0', toBlock: '0x7d0' }, 'wide'), 'eip155:31338');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        jsonrpc: '2.0',
        id: 'wide',
        error: {
          code: -32005,
          message:
            'eth_getLogs block range too wide: 2001 blocks asked for, the limit is 2000; ' +
            'ask for a narrower fromBlock..toBlock range, or one block by blockHash',
        },
      });
      expect(scripted.received).toHaveLength(0);
    });

    it('forwards a range of exactly the cap, and a filter by blockHash', async () => {
      expect((await rpc(logs({ fromBlock: '0x1', toBlock: '0x7d0' }), 'eip155:31338')).json().result).toEqual([]);
      expect((await rpc(logs({ blockHash: `0x${'1'.repeat(64)}` }), 'eip155:31338')).json().result).toEqual([]);
      expect(methodsSent()).toEqual(['eth_getLogs', 'eth_getLogs']);
    });

    it('resolves tags and absent bounds at the chain head', async () => {
      const earliestToLatest = await rpc(logs({ fromBlock: 'earliest', toBlock: 'latest' }), 'eip155:31338');
      expect(earliestToLatest.json().error).toMatchObject({
        code: -32005,
        message: expect.stringContaining(`${HEAD + 1} blocks asked for`),
      });
      const fromOnly = await rpc(logs({ fromBlock: '0x0' }), 'eip155:31338');
      expect(fromOnly.json().error?.code).toBe(-32005);
      const nearHead = await rpc(logs({ fromBlock: `0x${(HEAD - 10).toString(16)}`, toBlock: 'finalized' }), 'eip155:31338');
      expect(nearHead.json().result).toEqual([]);
      const noBounds = await rpc(logs({ address: '0x0000000000000000000000000000000000000001' }), 'eip155:31338');
      expect(noBounds.json().result).toEqual([]);
      expect(methodsSent().filter((method) => method === 'eth_getLogs')).toHaveLength(2);
    });

    it('asks the head once for a whole batch of tagged ranges', async () => {
      script = (body) =>
        Array.isArray(body) ? { body: body.map((entry) => resultFor(entry, [])) } : { body: resultFor(body, `0x${HEAD.toString(16)}`) };
      const response = await rpc(
        Array.from({ length: 10 }, (_, id) => logs({ fromBlock: `0x${(HEAD - id).toString(16)}` }, id)),
        'eip155:31338',
      );
      expect((response.json() as { result: unknown }[]).map((reply) => reply.result)).toEqual(Array(10).fill([]));
      // None when the head is still known from the test before.
      expect(methodsSent().filter((method) => method === 'eth_blockNumber').length).toBeLessThanOrEqual(1);
    });

    it('refuses bounds that are not block numbers or tags, and an inverted range', async () => {
      const decimal = await rpc(logs({ fromBlock: 5, toBlock: '0x10' }), 'eip155:31338');
      expect(decimal.json().error).toEqual({
        code: -32602,
        message: 'eth_getLogs fromBlock must be a hex block number or one of earliest, latest, safe, finalized, pending',
      });
      const inverted = await rpc(logs({ fromBlock: '0x10', toBlock: '0x5' }), 'eip155:31338');
      expect(inverted.json().error).toEqual({ code: -32602, message: 'eth_getLogs fromBlock (16) is after toBlock (5)' });
      expect((await rpc(call('eth_getLogs', []), 'eip155:31338')).json().error?.code).toBe(-32602);
      expect(scripted.received).toHaveLength(0);
    });

    it('answers the other calls of a batch', async () => {
      script = (body) => ({ body: (body as { id: number; method: string }[]).map((entry) => resultFor(entry, entry.method)) });
      const response = await rpc(
        [logs({ fromBlock: '0x0', toBlock: '0xffff' }, 1), call('eth_gasPrice', [], 2), logs({ fromBlock: '0x0', toBlock: '0x1' }, 3)],
        'eip155:31338',
      );
      const replies = response.json() as { id: number; result?: string; error?: { code: number } }[];
      expect(replies.map((reply) => reply.id)).toEqual([1, 2, 3]);
      expect(replies[0]!.error?.code).toBe(-32005);
      expect(replies[1]!.result).toBe('eth_gasPrice');
      expect(replies[2]!.result).toBe('eth_getLogs');
      expect(scripted.received).toEqual([[expect.objectContaining({ id: 2 }), expect.objectContaining({ id: 3 })]]);
    });

    it('checks the range against the real devnet', async () => {
      const wide = await rpc(logs({ fromBlock: '0x0', toBlock: '0xfffff' }));
      expect(wide.json().error?.code).toBe(-32005);
      // The whole (short) chain is within the range limit; one token's logs keep the answer under this server's size cap.
      const full = await rpc(logs({ fromBlock: 'earliest', toBlock: 'latest', address: DEVNET_ADDRESSES.dai }));
      expect(full.json().result.length).toBeGreaterThan(0);
    });
  });

  it('answers a clear JSON-RPC error, without retrying, when the upstream answer is over the size cap', async () => {
    const huge = 'ff'.repeat(MAX_RESPONSE_BYTES);
    script = (body) => (Array.isArray(body) ? { body: body.map((entry) => resultFor(entry, huge)) } : { body: resultFor(body, huge) });
    const tooLarge = {
      code: -32005,
      message: `Response too large: the upstream answer exceeds ${MAX_RESPONSE_BYTES} bytes; ask for less, e.g. a narrower block range`,
    };
    const single = await rpc(call('eth_getCode', ['0x0000000000000000000000000000000000000005', 'latest'], 'big'), 'eip155:31338');
    expect(single.statusCode).toBe(200);
    expect(single.json()).toEqual({ jsonrpc: '2.0', id: 'big', error: tooLarge });
    expect(scripted.received).toHaveLength(1);
    const batch = await rpc(
      [call('eth_getCode', ['0x0000000000000000000000000000000000000006', 'latest'], 1), call('eth_getCode', [], 2)],
      'eip155:31338',
    );
    expect(batch.json()).toEqual([
      { jsonrpc: '2.0', id: 1, error: tooLarge },
      { jsonrpc: '2.0', id: 2, error: tooLarge },
    ]);
  });

  it('retries a 503 and then succeeds', async () => {
    script = (body, index) => (index === 0 ? { status: 503, body: 'unavailable' } : { body: resultFor(body, '0xabc') });
    const response = await rpc(call('eth_getBalance', ['0x0000000000000000000000000000000000000001', 'latest']), 'eip155:31338');
    expect(response.json().result).toBe('0xabc');
    expect(scripted.received).toHaveLength(2);
  });

  it('honours Retry-After', async () => {
    script = (body, index) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '1' }, body: '' } : { body: resultFor(body, '0xdef') };
    const startedAt = performance.now();
    const response = await rpc(call('eth_getBalance', ['0x0000000000000000000000000000000000000002', 'latest']), 'eip155:31338');
    expect(response.json().result).toBe('0xdef');
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(990);
  });

  it('shares one upstream call among identical concurrent reads, never among raw transactions', async () => {
    script = (body) => ({ delayMs: 100, body: resultFor(body, '0x64') });
    const balanceCall = (id: number) => call('eth_getBalance', ['0x0000000000000000000000000000000000000003', 'latest'], id);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, id) => rpc(balanceCall(id), 'eip155:31338')));
    expect(replies.map((reply) => reply.json().id)).toEqual(Array.from({ length: 20 }, (_, id) => id));
    expect(replies.every((reply) => reply.json().result === '0x64')).toBe(true);
    expect(scripted.received).toHaveLength(1);

    await Promise.all([1, 2, 3].map((id) => rpc(call('eth_sendRawTransaction', ['0x02f8'], id), 'eip155:31338')));
    expect(scripted.received).toHaveLength(4);
  });

  it('answers 503 with Retry-After and a JSON-RPC error when every upstream fails', async () => {
    script = () => ({ status: 500, body: 'broken' });
    const response = await rpc(call('eth_getBalance', ['0x0000000000000000000000000000000000000004', 'latest'], 'x'), 'eip155:31338');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ id: 'x', error: { message: 'RPC upstream unavailable' } });
    expect(scripted.received).toHaveLength(4);
  });
});

describe('RPC proxy when the upstream has as much work as it may take', () => {
  let server: AirlockServer;
  let upstream: ScriptedUpstream;
  let running = 0;
  let mostRunning = 0;

  beforeAll(async () => {
    upstream = await startScriptedUpstream(async (body) => {
      mostRunning = Math.max(mostRunning, ++running);
      // Long enough that all six requests arrive while the first two still run.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      running--;
      return { body: resultFor(body, '0x1') };
    });
    const chains = devnetChainConfigs([upstream.url, upstream.url]);
    // Made before the server, so the server shares these small bounds.
    chainTransportsFor(chains, { concurrency: { maxInFlight: 2, maxQueued: 2, maxWaitMs: 10_000 } });
    server = await buildTestServer({ chains });
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  const balance = (id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'eth_getBalance',
    params: [`0x${id.toString(16).padStart(40, '0')}`, 'latest'],
  });
  const rpc = (payload: unknown) =>
    server.app.inject({ method: 'POST', url: `/v1/?chainId=eip155:31337&projectId=${DEMO_PROJECT_ID}`, payload: payload as object });

  it('answers 503 RPC_BUSY with Retry-After past the bound, never letting more reach the node, and serves again after', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, (_, id) => rpc(balance(id + 1))));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 200, 503, 503]);
    const busy = replies.find((reply) => reply.statusCode === 503)!;
    expect(busy.json()).toEqual({ error: 'RPC_BUSY', message: 'RPC upstream busy: try again shortly', statusCode: 503 });
    expect(busy.headers['retry-after']).toBe('2');
    expect(mostRunning).toBe(2);
    expect(upstream.received).toHaveLength(4);
    expect((await rpc(balance(100))).json().result).toBe('0x1');
  });
});
