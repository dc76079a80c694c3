import { devnetChainsFile } from '@airlock/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AirlockServer } from '../src/app/build-server';
import { createSpamTokenStore } from '../src/account-history/spam-token-store';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { deadUrl } from './support/scripted-upstream';
import { buildTestServer, TEST_ADMIN_TOKEN } from './support/test-server';
import { SERVER_CLI_ARGS } from './support/server-cli';

const SLOW = 150_000;
const TOKEN = `0x${'d1'.repeat(20)}`;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

describe('airlock-server spam', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-spam-cli-'));
    const chainsFile = join(dataDir, 'chains.json');
    await writeFile(chainsFile, JSON.stringify(devnetChainsFile()));
    env = {
      AIRLOCK_CHAINS_FILE: chainsFile,
      AIRLOCK_DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      AIRLOCK_SERVER_URL: '',
      AIRLOCK_ADMIN_TOKEN: '',
      AIRLOCK_SERVER_PORT: new URL(await deadUrl()).port,
    };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const run = (args: string[], extra: Record<string, string> = {}) =>
    new Promise<CliResult>((resolve) => {
      execFile(
        process.execPath,
        [...SERVER_CLI_ARGS, 'spam', ...args],
        { env: { ...process.env, ...env, ...extra }, timeout: SLOW },
        (error, stdout, stderr) => {
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
        },
      );
    });

  it(
    'edits the list in the storage when no server runs',
    async () => {
      const added = await run(['add', 'eip155:31337', TOKEN.slice(2).toUpperCase(), '--reason', 'fake airdrop']);
      expect(added.stderr).toBe('');
      expect(added.stdout).toBe(`Added: eip155:31337  ${TOKEN}  fake airdrop\n`);
      expect((await run(['add', '31337', TOKEN])).stdout).toBe(`Already listed: eip155:31337  ${TOKEN}  fake airdrop\n`);
      const listed = await run(['list', '--json']);
      expect(JSON.parse(listed.stdout)).toMatchObject([{ chainId: 31337, address: TOKEN, reason: 'fake airdrop' }]);
      expect((await run(['list', '--chain', '31338'])).stdout).toBe('The spam list is empty.\n');
      expect((await run(['remove', '31337', TOKEN])).stdout).toBe(`Removed: eip155:31337  ${TOKEN}\n`);
      const again = await run(['remove', '31337', TOKEN]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`eip155:31337 ${TOKEN} is not on the spam list`);
    },
    SLOW,
  );

  it(
    'exits 2 on a bad chain, address or command, with the usage',
    async () => {
      const chain = await run(['add', '5', TOKEN]);
      expect(chain.code).toBe(2);
      expect(chain.stderr).toContain('Chain eip155:5 is not served by this server');
      expect(chain.stderr).toContain('airlock-server spam add <chainId> <address>');
      const address = await run(['add', '31337', '0x1234']);
      expect(address.code).toBe(2);
      expect(address.stderr).toContain('Invalid address "0x1234"');
      expect((await run(['ban', '31337', TOKEN])).code).toBe(2);
      expect((await run(['add', '31337'])).code).toBe(2);
    },
    SLOW,
  );

  describe('with a server running', () => {
    let server: AirlockServer;
    let url: string;
    beforeAll(async () => {
      server = await buildTestServer({ chains: devnetChainConfigs([await deadUrl(), await deadUrl()]), config: { indexer: 'off' } });
      url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await server?.close();
    });

    it(
      'goes through its admin API, which serves the change at once',
      async () => {
        const added = await run(['add', '31338', TOKEN, '--server', url], { AIRLOCK_ADMIN_TOKEN: TEST_ADMIN_TOKEN });
        expect(added.stderr).toBe('');
        expect(added.stdout).toBe(`Added: eip155:31338  ${TOKEN}\n`);
        expect(await createSpamTokenStore(server.deps.database.db).list()).toMatchObject([{ chainId: 31338, address: TOKEN }]);
        const listed = await run(['list'], { AIRLOCK_SERVER_URL: url, AIRLOCK_ADMIN_TOKEN: TEST_ADMIN_TOKEN });
        expect(listed.stdout).toBe(`eip155:31338  ${TOKEN}\n`);
        const refused = await run(['list', '--server', url], { AIRLOCK_ADMIN_TOKEN: 'wrong-token-0123456789abcdef' });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('refused the admin token from AIRLOCK_ADMIN_TOKEN');
        expect((await run(['remove', '31338', TOKEN, '--server', url], { AIRLOCK_ADMIN_TOKEN: TEST_ADMIN_TOKEN })).stdout).toBe(
          `Removed: eip155:31338  ${TOKEN}\n`,
        );
        const gone = await run(['remove', '31338', TOKEN, '--server', url], { AIRLOCK_ADMIN_TOKEN: TEST_ADMIN_TOKEN });
        expect(gone.code).toBe(1);
        expect(gone.stderr).toContain('is not on the spam list');
      },
      SLOW,
    );
  });
});
