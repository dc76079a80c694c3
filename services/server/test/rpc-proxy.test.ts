import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { createPublicClient, createWalletClient, custom, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from '../src/config/devnet-chains';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { deadUrl, resultFor, startScriptedUpstream, type ScriptedUpstream, type UpstreamReply } from './support/scripted-upstream';
import { buildTestServer } from './support/test-server';

const NOT_ALLOWED = 'Requested RPC call is not allowed';

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
    server = await buildTestServer({ chains });
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

  it.each(['eth_sendTransaction', 'eth_accounts', 'personal_sign', 'admin_peers', 'debug_traceTransaction', 'anvil_mine', 'evm_mine', 'hardhat_mine', 'eth_sign'])(
    'refuses %s',
    async (method) => {
      const response = await rpc(call(method, [], 9));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ jsonrpc: '2.0', id: 9, error: { code: -32601, message: NOT_ALLOWED } });
    },
  );

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
    const tooMany = await rpc(Array.from({ length: 1001 }, (_, id) => call('eth_blockNumber', [], id)));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Batch size limit is 1000 calls');
    expect((await rpc([])).json().error.code).toBe(-32600);
    expect((await rpc({ method: 42 })).json().error.code).toBe(-32600);
    const noProject = await server.app.inject({ method: 'POST', url: '/v1/?chainId=eip155:31337', payload: call('eth_blockNumber') });
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().message).toBe('Project ID Not Configured');
  });

  it('accepts a full batch of 1000', async () => {
    script = (body) => ({ body: (body as unknown[]).map((entry) => resultFor(entry, '0x1')) });
    const response = await rpc(Array.from({ length: 1000 }, (_, id) => call('eth_blockNumber', [], id)), 'eip155:31338');
    expect(response.json()).toHaveLength(1000);
    expect(scripted.received).toHaveLength(1);
  });

  it('retries a 503 and then succeeds', async () => {
    script = (body, index) => (index === 0 ? { status: 503, body: 'unavailable' } : { body: resultFor(body, '0xabc') });
    const response = await rpc(call('eth_getBalance', ['0x0000000000000000000000000000000000000001', 'latest']), 'eip155:31338');
    expect(response.json().result).toBe('0xabc');
    expect(scripted.received).toHaveLength(2);
  });

  it('honours Retry-After', async () => {
    script = (body, index) => (index === 0 ? { status: 429, headers: { 'retry-after': '1' }, body: '' } : { body: resultFor(body, '0xdef') });
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

  it('answers 502 with a JSON-RPC error when every upstream fails', async () => {
    script = () => ({ status: 500, body: 'broken' });
    const response = await rpc(call('eth_getBalance', ['0x0000000000000000000000000000000000000004', 'latest'], 'x'), 'eip155:31338');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ id: 'x', error: { message: 'RPC upstream unavailable' } });
    expect(scripted.received).toHaveLength(4);
  });
});
