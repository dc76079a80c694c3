import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../src/projects/project-id';
import { openSocket, requestFrom } from '../support/raw-http';
import { spawnServerOnFreshData, type ServerProcess } from '../support/server-process';

const SLOW_CLIENTS = 200;
const MAX_PER_IP = 50;
const REQUEST_TIMEOUT_MS = 2_000;

describe('slow-body clients', () => {
  let server: ServerProcess;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await spawnServerOnFreshData({
      env: {
        AIRLOCK_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        AIRLOCK_MAX_CONNECTIONS_PER_IP: String(MAX_PER_IP),
      },
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await server?.stop();
  });

  it('caps one address’s connections, drops bodies that never finish, and keeps serving everyone else', async () => {
    const closedAt = new Map<Socket, number>();
    const startedAt = Date.now();
    for (let i = 0; i < SLOW_CLIENTS; i++) {
      const socket = await openSocket('127.0.0.2', port);
      socket.on('close', () => closedAt.set(socket, Date.now()));
      socket.on('error', () => undefined);
      // Headers promise a body that arrives one byte at a time, and never completely.
      socket.write(
        `POST /e?projectId=${DEMO_PROJECT_ID} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
      );
      sockets.push(socket);
    }
    const drip = setInterval(() => sockets.forEach((socket) => socket.writable && socket.write(' ')), 500);
    try {
      // Past the cap, connections are closed as they arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(closedAt.size).toBeGreaterThanOrEqual(SLOW_CLIENTS - MAX_PER_IP);

      // Another client is served while the siege goes on.
      const health = await requestFrom('127.0.0.3', `${server.url}/health`, { timeoutMs: 2_000 });
      expect(health.status).toBe(200);
      const config = await requestFrom('127.0.0.3', `${server.url}/v1/project/config?projectId=${DEMO_PROJECT_ID}`, { timeoutMs: 2_000 });
      expect(config.status).toBe(200);

      // The ones under the cap are dropped once the request timeout passes, despite the drip.
      const deadline = Date.now() + REQUEST_TIMEOUT_MS + 4_000;
      while (closedAt.size < SLOW_CLIENTS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(closedAt.size).toBe(SLOW_CLIENTS);
      const lastClosed = Math.max(...closedAt.values());
      expect(lastClosed - startedAt).toBeLessThan(REQUEST_TIMEOUT_MS + 4_000);
    } finally {
      clearInterval(drip);
    }

    // The address gets connections again once its old ones are gone.
    const again = await requestFrom('127.0.0.2', `${server.url}/v1/project/config?projectId=${DEMO_PROJECT_ID}`);
    expect(again.status).toBe(200);
    expect(server.alive).toBe(true);
  });
});
