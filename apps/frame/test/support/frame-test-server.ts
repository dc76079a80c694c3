import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PROJECT_ID, type RunningServer } from '@airlock/server';
import { startEmbeddedTestServer } from '../../../../services/server/test/support/embedded-test-server';
import { createEmbeddedApi, type EmbeddedApi } from '../../src/api/embedded-api';

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

export interface FrameTestServer {
  readonly server: RunningServer;
  /** The frame's API client for this server. */
  api(): EmbeddedApi;
  /** The code in the latest mail the dev outbox holds for `email` (of `kind`, if given); '' if none. */
  latestCode(email: string, kind?: string): string;
}

/** A real Airlock server for one test file, its data in a temporary folder removed afterwards. */
export function useFrameTestServer(dataDirPrefix: string): FrameTestServer {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), dataDirPrefix));
    server = await startEmbeddedTestServer({ dataDir });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return {
    get server() {
      return server;
    },
    api: () => createEmbeddedApi({ apiUrl: server.url, projectId: DEMO_PROJECT_ID, sdkVersion: 'frame-test' }),
    latestCode: (email, kind) => codeIn(server.deps.devOutbox!.list({ to: email, kind, limit: 1 })[0]?.text ?? ''),
  };
}
