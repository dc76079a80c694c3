import { afterEach, describe, expect, it } from 'vitest';
import { createRpcTransport } from '../src/rpc/rpc-transport';
import { backoffDelayMs, parseRetryAfterMs } from '../src/rpc/rpc-retry-policy';
import { RpcUnavailableError } from '../src/rpc/upstream-error';
import { UpstreamRanking } from '../src/rpc/upstream-ranking';
import { deadUrl, resultFor, startScriptedUpstream, type ScriptedUpstream } from './support/scripted-upstream';

const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({ jsonrpc: '2.0' as const, id, method, params });

describe('rpc transport', () => {
  const upstreams: ScriptedUpstream[] = [];
  const start = async (...args: Parameters<typeof startScriptedUpstream>) => {
    const upstream = await startScriptedUpstream(...args);
    upstreams.push(upstream);
    return upstream;
  };
  afterEach(async () => {
    await Promise.all(upstreams.splice(0).map((upstream) => upstream.close()));
  });

  it('forwards a call and keeps the caller id', async () => {
    const upstream = await start((body) => ({ body: resultFor(body, '0x10') }));
    const transport = createRpcTransport({ urls: [upstream.url] });
    expect(await transport.request(call('eth_blockNumber', [], 'abc'))).toEqual({ jsonrpc: '2.0', id: 'abc', result: '0x10' });
  });

  it('falls back to the next upstream when the first is down', async () => {
    const upstream = await start((body) => ({ body: resultFor(body, '0x2') }));
    const transport = createRpcTransport({ urls: [await deadUrl(), upstream.url] });
    expect((await transport.request(call('eth_blockNumber'))).result).toBe('0x2');
    expect(upstream.received).toHaveLength(1);
  });

  it('falls back when the first answers garbage or a non-retryable HTTP error', async () => {
    const garbage = await start(() => ({ status: 200, body: '<html>oops</html>' }));
    const notFound = await start(() => ({ status: 404, body: 'no' }));
    const good = await start((body) => ({ body: resultFor(body, '0x3') }));
    const transport = createRpcTransport({ urls: [garbage.url, notFound.url, good.url] });
    expect((await transport.request(call('eth_blockNumber'))).result).toBe('0x3');
  });

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i with exponential backoff, then succeeds', async (status) => {
    const upstream = await start((body, index) => (index < 2 ? { status, body: 'busy' } : { body: resultFor(body, '0x5') }));
    const transport = createRpcTransport({ urls: [upstream.url] });
    const startedAt = performance.now();
    expect((await transport.request(call('eth_blockNumber'))).result).toBe('0x5');
    expect(upstream.received).toHaveLength(3);
    // 150 ms then 300 ms.
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(440);
  });

  it('retries RPC error code -1', async () => {
    const upstream = await start((body, index) =>
      index === 0 ? { body: { jsonrpc: '2.0', id: 1, error: { code: -1, message: 'try again' } } } : { body: resultFor(body, '0x6') },
    );
    const transport = createRpcTransport({ urls: [upstream.url], retryDelayMs: 10 });
    expect((await transport.request(call('eth_blockNumber'))).result).toBe('0x6');
    expect(upstream.received).toHaveLength(2);
  });

  it('returns other RPC errors as they are, without retrying', async () => {
    const error = { code: 3, message: 'execution reverted', data: '0x' };
    const upstream = await start(() => ({ body: { jsonrpc: '2.0', id: 7, error } }));
    const transport = createRpcTransport({ urls: [upstream.url] });
    expect(await transport.request(call('eth_call', [{}], 7))).toEqual({ jsonrpc: '2.0', id: 7, error });
    expect(upstream.received).toHaveLength(1);
  });

  it('honours Retry-After', async () => {
    const upstream = await start((body, index) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '1' }, body: 'slow down' } : { body: resultFor(body, '0x7') },
    );
    const transport = createRpcTransport({ urls: [upstream.url] });
    const startedAt = performance.now();
    expect((await transport.request(call('eth_blockNumber'))).result).toBe('0x7');
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(990);
  });

  it('gives up after 3 retries with every cause', async () => {
    const upstream = await start(() => ({ status: 503, body: 'down' }));
    const transport = createRpcTransport({ urls: [upstream.url], retryDelayMs: 5 });
    const failure = await transport.request(call('eth_blockNumber')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RpcUnavailableError);
    expect((failure as Error).message).toContain('HTTP 503');
    expect(upstream.received).toHaveLength(4);
  });

  it('times out a hung upstream and moves on without retrying it', async () => {
    const hung = await start((body) => ({ delayMs: 2000, body: resultFor(body, '0x0') }));
    const good = await start((body) => ({ body: resultFor(body, '0x8') }));
    const transport = createRpcTransport({ urls: [hung.url, good.url], timeoutMs: 100 });
    expect((await transport.request(call('eth_blockNumber'))).result).toBe('0x8');
    const alone = createRpcTransport({ urls: [hung.url], timeoutMs: 100 });
    await expect(alone.request(call('eth_blockNumber'))).rejects.toThrow('timed out');
    expect(hung.received).toHaveLength(2);
  });

  it('de-duplicates identical in-flight reads but never sendRawTransaction', async () => {
    const upstream = await start((body) => ({ delayMs: 50, body: resultFor(body, '0x9') }));
    const transport = createRpcTransport({ urls: [upstream.url] });
    const replies = await Promise.all([1, 2, 3, 4, 5].map((id) => transport.request(call('eth_getBalance', ['0xabc', 'latest'], id))));
    expect(replies.map((reply) => reply.id)).toEqual([1, 2, 3, 4, 5]);
    expect(replies.every((reply) => reply.result === '0x9')).toBe(true);
    expect(upstream.received).toHaveLength(1);

    await Promise.all([1, 2].map((id) => transport.request(call('eth_getBalance', ['0xdef', 'latest'], id))));
    await Promise.all([1, 2].map((id) => transport.request(call('eth_sendRawTransaction', ['0x01'], id))));
    expect(upstream.received).toHaveLength(2 + 2);
  });

  it('keeps eth_chainId after the first answer', async () => {
    const upstream = await start((body) => ({ body: resultFor(body, '0x7a69') }));
    const transport = createRpcTransport({ urls: [upstream.url] });
    await transport.request(call('eth_chainId'));
    expect(await transport.request(call('eth_chainId', [], 2))).toEqual({ jsonrpc: '2.0', id: 2, result: '0x7a69' });
    expect(upstream.received).toHaveLength(1);
  });

  it('forwards a batch as one upstream call', async () => {
    const upstream = await start((body) => ({ body: (body as unknown[]).map((entry) => resultFor(entry, '0x1')) }));
    const transport = createRpcTransport({ urls: [upstream.url] });
    const replies = await transport.requestBatch([call('eth_blockNumber', [], 1), call('eth_gasPrice', [], 2)]);
    expect(replies.map((reply) => reply.id)).toEqual([1, 2]);
    expect(upstream.received).toHaveLength(1);
  });

  it('ranks a failing upstream below a healthy one', async () => {
    const flaky = await start(() => ({ status: 500, body: 'no' }));
    const healthy = await start((body) => ({ body: resultFor(body, '0x1') }));
    const transport = createRpcTransport({ urls: [flaky.url, healthy.url], rank: { intervalMs: 0 } });
    expect(transport.ranked()).toEqual([0, 1]);
    await transport.request(call('eth_blockNumber', [], 1));
    expect(transport.ranked()).toEqual([1, 0]);
    await transport.request(call('eth_gasPrice', [], 2));
    expect(flaky.received).toHaveLength(1);
    transport.close();
  });
});

describe('retry policy and ranking', () => {
  it('backs off 150, 300, 600 ms', () => {
    expect([0, 1, 2].map((attempt) => backoffDelayMs(attempt))).toEqual([150, 300, 600]);
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(parseRetryAfterMs('2')).toBe(2000);
    expect(parseRetryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(parseRetryAfterMs('soon')).toBeUndefined();
    expect(parseRetryAfterMs(null)).toBeUndefined();
  });

  it('weighs stability 0.7 and latency 0.3 over the last 10 samples', () => {
    const ranking = new UpstreamRanking(2);
    for (let i = 0; i < 10; i++) {
      ranking.record(0, true, 100);
      ranking.record(1, true, 10);
    }
    expect(ranking.ranked()).toEqual([1, 0]);
    expect(ranking.scores()[0]).toBeCloseTo(0.7);
    expect(ranking.scores()[1]).toBeCloseTo(0.7 + 0.3 * 0.9);
    for (let i = 0; i < 10; i++) ranking.record(1, false, 10);
    expect(ranking.ranked()).toEqual([0, 1]);
  });
});
