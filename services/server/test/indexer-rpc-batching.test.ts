import { afterEach, describe, expect, it } from 'vitest';
import { createIndexerRpc, NodeCallError, CALLS_PER_BATCH } from '../src/indexer/indexer-rpc';
import { createRpcTransport, type RpcTransport } from '../src/rpc/rpc-transport';
import { startScriptedUpstream, type ScriptedUpstream, type UpstreamReply } from './support/scripted-upstream';

interface Call {
  id: number;
  method: string;
  params: unknown[];
}

/** Answers `echo` with its first param, `fail` with an error; batches in reverse order. */
const answer = (call: Call) =>
  call.method === 'fail'
    ? { jsonrpc: '2.0', id: call.id, error: { code: -32000, message: 'no' } }
    : { jsonrpc: '2.0', id: call.id, result: call.params[0] };

describe('indexer RPC batching', () => {
  let upstream: ScriptedUpstream | undefined;
  let transport: RpcTransport | undefined;
  afterEach(async () => {
    transport?.close();
    await upstream?.close();
  });
  const rpcOn = async (reply: (body: unknown) => UpstreamReply) => {
    upstream = await startScriptedUpstream(reply);
    transport = createRpcTransport({ urls: [upstream.url], retryCount: 0, dedupe: false });
    return createIndexerRpc(transport);
  };

  it('sends the calls of one turn as one batch and gives each caller its own answer or error', async () => {
    const rpc = await rpcOn((body) => ({ body: Array.isArray(body) ? (body as Call[]).map(answer).reverse() : answer(body as Call) }));
    const results = await Promise.allSettled([rpc.call('echo', [1]), rpc.call('fail', []), rpc.call('echo', ['three'])]);
    expect(upstream!.received).toHaveLength(1);
    expect((upstream!.received[0] as Call[]).map((call) => call.method)).toEqual(['echo', 'fail', 'echo']);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: expect.any(NodeCallError) });
    expect(results[2]).toEqual({ status: 'fulfilled', value: 'three' });
    await rpc.call('echo', [4]);
    expect(upstream!.received[1]).toMatchObject({ method: 'echo', params: [4] });
  });

  it(`splits a turn's calls into batches of ${CALLS_PER_BATCH}`, async () => {
    const rpc = await rpcOn((body) => ({ body: (body as Call[]).map(answer) }));
    const numbers = Array.from({ length: CALLS_PER_BATCH + 3 }, (_, index) => index);
    expect(await Promise.all(numbers.map((number) => rpc.call('echo', [number])))).toEqual(numbers);
    expect(upstream!.received.map((body) => (body as Call[]).length).sort((a, b) => a - b)).toEqual([3, CALLS_PER_BATCH]);
  });

  it('asks call by call once the node refuses a batch', async () => {
    const rpc = await rpcOn((body) => ({
      body: Array.isArray(body)
        ? { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batches are not supported' } }
        : answer(body as Call),
    }));
    expect(await Promise.all([rpc.call('echo', [1]), rpc.call('echo', [2])])).toEqual([1, 2]);
    expect(await Promise.all([rpc.call('echo', [3]), rpc.call('echo', [4])])).toEqual([3, 4]);
    expect(upstream!.received.filter(Array.isArray)).toHaveLength(1);
    expect(upstream!.received).toHaveLength(5);
  });

  it('asks again call by call when a batch answer was too large', async () => {
    const rpc = await rpcOn((body) =>
      Array.isArray(body)
        ? { body: (body as Call[]).map((call) => ({ jsonrpc: '2.0', id: call.id, error: { code: -32005, message: 'too large' } })) }
        : { body: answer(body as Call) },
    );
    expect(await Promise.all([rpc.call('echo', [1]), rpc.call('echo', [2])])).toEqual([1, 2]);
    expect(upstream!.received).toHaveLength(3);
  });

  it('asks a node that fails large batches with smaller ones, down to single calls', async () => {
    const rpc = await rpcOn((body) =>
      Array.isArray(body) && body.length > 4
        ? { status: 503, body: 'overloaded' }
        : { body: Array.isArray(body) ? (body as Call[]).map(answer) : answer(body as Call) },
    );
    const round = () => Promise.allSettled(Array.from({ length: 20 }, (_, index) => rpc.call('echo', [index])));
    const outcomes: string[][] = [];
    for (let attempt = 0; attempt < 5; attempt++) outcomes.push((await round()).map((result) => result.status));
    expect(outcomes[0]!.every((status) => status === 'rejected')).toBe(true);
    expect(outcomes.at(-1)!.every((status) => status === 'fulfilled')).toBe(true);
    const sizes = upstream!.received.map((body) => (Array.isArray(body) ? body.length : 1));
    expect(sizes.slice(0, 7)).toEqual([20, 10, 10, 5, 5, 5, 5]);
    expect(Math.max(...sizes.slice(7))).toBeLessThanOrEqual(4);
  });
});
