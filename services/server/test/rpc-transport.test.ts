import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRpcTransport } from '../src/rpc/rpc-transport';
import { backoffDelayMs, parseRetryAfterMs } from '../src/rpc/rpc-retry-policy';
import { RpcBusyError, RpcUnavailableError } from '../src/rpc/upstream-error';
import { UpstreamRanking } from '../src/rpc/upstream-ranking';
import { deadUrl, resultFor, startScriptedUpstream, type ScriptedUpstream } from './support/scripted-upstream';

const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({ jsonrpc: '2.0' as const, id, method, params });
const tooLarge = (maxBytes: number) => ({
  code: -32005,
  message: `Response too large: the upstream answer exceeds ${maxBytes} bytes; ask for less, e.g. a narrower block range`,
});

/** An upstream that streams a JSON-RPC answer without end and without a content-length, counting what it managed to send. */
async function startEndlessUpstream() {
  let sentBytes = 0;
  let closed = 0;
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.from('0'.repeat(16 * 1024));
    response.write('{"jsonrpc":"2.0","id":1,"result":"0x');
    const pump = () => {
      while (!response.destroyed && response.write(chunk)) sentBytes += chunk.length;
      if (!response.destroyed) response.once('drain', pump);
    };
    response.on('close', () => closed++);
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sentBytes: () => sentBytes,
    closedResponses: () => closed,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

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
    // A timeout a loaded machine cannot hit by accident, and a hang well beyond it.
    const hung = await start((body) => ({ delayMs: 10_000, body: resultFor(body, '0x0') }));
    const good = await start((body) => ({ body: resultFor(body, '0x8') }));
    const transport = createRpcTransport({ urls: [hung.url, good.url], timeoutMs: 500 });
    expect((await transport.request(call('eth_blockNumber'))).result).toBe('0x8');
    const alone = createRpcTransport({ urls: [hung.url], timeoutMs: 500 });
    await expect(alone.request(call('eth_blockNumber'))).rejects.toThrow('timed out');
    // One request from each transport: neither tried the hung upstream again.
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

  it('answers one JSON-RPC error per call, without retrying or falling back, when the answer passes the byte cap', async () => {
    const answer = 'x'.repeat(16 * 1024);
    const huge = await start((body) => {
      if (Array.isArray(body)) return { body: body.map((entry) => resultFor(entry, answer)) };
      // A single answer declares its length, so it is refused unread; small enough to have fully arrived by then.
      const payload = JSON.stringify(resultFor(body, answer));
      return { headers: { 'content-length': String(Buffer.byteLength(payload)) }, body: payload };
    });
    const other = await start((body) => ({ body: resultFor(body, '0x1') }));
    const transport = createRpcTransport({ urls: [huge.url, other.url], maxResponseBytes: 2048 });
    expect(await transport.request(call('eth_getLogs', [{}], 'a'))).toEqual({ jsonrpc: '2.0', id: 'a', error: tooLarge(2048) });
    expect(await transport.requestBatch([call('eth_call', [], 1), call('eth_call', [], 2)])).toEqual([
      { jsonrpc: '2.0', id: 1, error: tooLarge(2048) },
      { jsonrpc: '2.0', id: 2, error: tooLarge(2048) },
    ]);
    expect(huge.received).toHaveLength(2);
    expect(other.received).toHaveLength(0);
    // A request may set its own cap.
    expect((await transport.request(call('eth_getLogs', [{}], 'b'), { maxResponseBytes: 32 * 1024 })).result).toHaveLength(16 * 1024);
  });

  it('stops reading an endless answer at the cap and drops it, long before the timeout', async () => {
    const endless = await startEndlessUpstream();
    try {
      const transport = createRpcTransport({ urls: [endless.url], maxResponseBytes: 256 * 1024, timeoutMs: 20_000 });
      expect(await transport.request(call('eth_getLogs', [{}], 7))).toEqual({ jsonrpc: '2.0', id: 7, error: tooLarge(256 * 1024) });
      await expect.poll(endless.closedResponses).toBe(1);
      // What was sent before the connection closed is bounded by socket buffers, not by the endless body.
      expect(endless.sentBytes()).toBeLessThan(64 * 1024 * 1024);
    } finally {
      await endless.close();
    }
  });

  it('keeps at most maxInFlight requests at the upstream and refuses past a full queue', async () => {
    let running = 0;
    let mostRunning = 0;
    const upstream = await start(async (body) => {
      mostRunning = Math.max(mostRunning, ++running);
      await new Promise((resolve) => setTimeout(resolve, 200));
      running--;
      return { body: resultFor(body, '0x1') };
    });
    const transport = createRpcTransport({ urls: [upstream.url], concurrency: { maxInFlight: 2, maxQueued: 1 } });
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((id) => transport.request(call('eth_getBalance', [`0x${id}`, 'latest'], id))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(refusals).toHaveLength(2);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(RpcBusyError);
      // Callers that handle an outage handle this too.
      expect(refusal).toBeInstanceOf(RpcUnavailableError);
      expect((refusal as RpcBusyError).reason).toBe('queue full');
    }
    expect(mostRunning).toBe(2);
    expect(upstream.received).toHaveLength(3);
    // Identical reads still share one slot and one upstream call.
    const shared = await Promise.all([1, 2, 3, 4].map((id) => transport.request(call('eth_getBalance', ['0xabc', 'latest'], id))));
    expect(shared.map((reply) => reply.result)).toEqual(['0x1', '0x1', '0x1', '0x1']);
    expect(upstream.received).toHaveLength(4);
  });

  it('refuses a request that waited too long for a slot', async () => {
    const upstream = await start((body) => ({ delayMs: 1_000, body: resultFor(body, '0x1') }));
    const transport = createRpcTransport({ urls: [upstream.url], concurrency: { maxInFlight: 1, maxQueued: 10, maxWaitMs: 50 } });
    const [first, second] = await Promise.allSettled([
      transport.request(call('eth_chainId', [], 1)),
      transport.request(call('eth_gasPrice', [], 2)),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { result: '0x1' } });
    expect(second).toMatchObject({
      status: 'rejected',
      reason: expect.objectContaining({ name: 'RpcBusyError', reason: 'waited too long' }),
    });
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
