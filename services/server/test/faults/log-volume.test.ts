import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../src/projects/project-id';
import { FRESH_SERVER_ADMIN_TOKEN as ADMIN_TOKEN, spawnServerOnFreshData, type ServerProcess } from '../support/server-process';

const REQUESTS = 300;

async function run(level: string): Promise<string> {
  let server: ServerProcess | undefined;
  try {
    server = await spawnServerOnFreshData({ env: { AIRLOCK_LOG_LEVEL: level } });
    const started = server.output().length;
    for (let i = 0; i < REQUESTS; i++) {
      await fetch(`${server.url}/v1/project/config?projectId=${DEMO_PROJECT_ID}&auth=secret-jwt-${i}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
    }
    await fetch(`${server.url}/v1/analytics/summary?projectId=${DEMO_PROJECT_ID}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    return server.output().slice(started);
  } finally {
    await server?.stop();
  }
}

describe('log volume', () => {
  it('writes no line per request at info, one per request at debug, and never a secret', async () => {
    const info = await run('info');
    const infoLines = info.split('\n').filter(Boolean);
    expect(infoLines.filter((line) => line.includes('"msg":"request"'))).toEqual([]);
    // Start-up lines (the indexer catching up, say) can land while the requests run on a loaded machine; none is per request.
    expect(infoLines.length, info).toBeLessThan(REQUESTS / 10);

    const debug = await run('debug');
    const requestLines = debug.split('\n').filter((line) => line.includes('"msg":"request"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(REQUESTS);
    for (const output of [info, debug]) {
      expect(output).not.toContain(ADMIN_TOKEN);
      expect(output).not.toContain('secret-jwt-');
    }
    // Two server processes and 600 requests take about 20 s alone; more on a loaded CI machine.
  }, 90_000);
});
