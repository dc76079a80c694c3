import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../src/projects/project-id';
import { requestFrom } from '../support/raw-http';
import { spawnServerOnFreshData, type FreshServerProcess } from '../support/server-process';
import { SERVER_CLI_ARGS } from '../support/server-cli';

const PER_MINUTE = 3;

describe('spoofed forwarding headers', () => {
  let server: FreshServerProcess;
  beforeAll(async () => {
    // The reverse proxy is 127.0.0.1; clients reach the server directly from 127.0.0.2 and up.
    server = await spawnServerOnFreshData({
      env: {
        AIRLOCK_TRUST_PROXY: '127.0.0.1',
        AIRLOCK_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const configUrl = () => `${server.url}/v1/project/config?projectId=${DEMO_PROJECT_ID}`;

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 2; i++) {
      const answer = await requestFrom('127.0.0.2', configUrl(), { headers: { 'x-forwarded-for': `198.51.100.${i + 10}` } });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('behind the proxy, limits the right-most untrusted hop, whatever the client wrote to the left of it', async () => {
    const viaProxy = (spoofed: string, client: string) =>
      requestFrom('127.0.0.1', configUrl(), { headers: { 'x-forwarded-for': `${spoofed}, ${client}` } });
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 2; i++) statuses.push((await viaProxy(`203.0.113.${i + 1}`, '198.51.100.200')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another real client behind the same proxy has its own budget.
    expect((await viaProxy('203.0.113.99', '198.51.100.201')).status).toBe(200);
    expect(server.alive).toBe(true);
  });

  it('refuses AIRLOCK_TRUST_PROXY=true at start, saying what to set instead', () => {
    const result = spawnSync(process.execPath, [...SERVER_CLI_ARGS, 'start'], {
      env: { PATH: process.env.PATH, AIRLOCK_TRUST_PROXY: 'true', AIRLOCK_DATA_DIR: server.dataDir, AIRLOCK_SERVER_PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/AIRLOCK_TRUST_PROXY=true would let any client choose its IP/);
  });
});
