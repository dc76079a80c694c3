import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { WebSocket } from 'ws';
import { DEMO_PROJECT_ID } from '@airlock/server';
import { spawnServerOnFreshData } from '../services/server/test/support/server-process';
import { newIdentity, relayJwt } from '../services/server/test/relay-test-client';
import { onCleanup } from './cleanup';
import type { BenchResult } from './results';

const SOCKETS = 10_000;
/** The relay allows 100 sockets per client address; loopback has a whole /8 to spread them over. */
const SOCKETS_PER_ADDRESS = 100;
const CONNECT_CONCURRENCY = 200;
const MEMORY_LIMIT_MB = 1024;
const CONNECT_TIMEOUT_MS = 10_000;

async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Opens one subscribed socket from a loopback address of its own share; resolves once subscribed. */
async function openSubscribed(relayUrl: string, index: number): Promise<WebSocket> {
  const identity = newIdentity();
  const url = `${relayUrl}?auth=${relayJwt(identity, relayUrl)}&projectId=${DEMO_PROJECT_ID}&ua=bench`;
  const localAddress = `127.0.${Math.floor(index / SOCKETS_PER_ADDRESS / 250)}.${(Math.floor(index / SOCKETS_PER_ADDRESS) % 250) + 2}`;
  const socket = new WebSocket(url, { localAddress });
  const topic = createHash('sha256').update(`idle-${index}`).digest('hex');
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket ${index} not subscribed after ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS);
    socket.once('message', () => clearTimeout(timer));
    socket.once('error', reject);
    socket.once('close', (code, reason) => reject(new Error(`socket ${index} closed: ${code} ${reason.toString()}`)));
    socket.once('open', () => socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } })));
    socket.once('message', () => {
      socket.removeAllListeners('close');
      resolve();
    });
  });
  return socket;
}

/** Idle subscribed sockets one server process (a real `airlock-server start`) holds, and its memory while holding them. */
export async function runRelaySockets(): Promise<BenchResult[]> {
  const server = await spawnServerOnFreshData({
    env: {
      AIRLOCK_LOG_LEVEL: 'warn',
      AIRLOCK_MAX_CONNECTIONS_PER_IP: '1000',
      AIRLOCK_RATE_LIMIT_PER_MINUTE: '0',
      AIRLOCK_IP_RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  const stopServer = onCleanup(() => server.stop());
  const sockets: WebSocket[] = [];
  const closeSockets = onCleanup(() => sockets.forEach((socket) => socket.terminate()));
  try {
    const relayUrl = `${server.url.replace(/^http/, 'ws').replace(/\/$/, '')}/relay`;
    const pid = server.child.pid!;
    const before = await residentMegabytes(pid);
    for (let start = 0; start < SOCKETS; start += CONNECT_CONCURRENCY) {
      const batch = Array.from({ length: Math.min(CONNECT_CONCURRENCY, SOCKETS - start) }, (_, offset) =>
        openSubscribed(relayUrl, start + offset),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const held = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
    const memory = await residentMegabytes(pid);
    console.log(`  relay sockets: ${held} idle subscribed sockets held; server RSS ${before.toFixed(0)} → ${memory.toFixed(0)} MB`);
    return [
      { id: 'relay.sockets', value: memory < MEMORY_LIMIT_MB ? held : 0, unit: 'sockets', limit: SOCKETS, better: 'higher' },
      { id: 'relay.sockets.rss.mb', value: Math.round(memory), unit: 'MB', limit: MEMORY_LIMIT_MB, better: 'lower' },
    ];
  } finally {
    await closeSockets();
    await stopServer();
  }
}
