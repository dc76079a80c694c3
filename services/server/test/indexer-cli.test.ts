import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineDevnetChain, DEVNET_ACCOUNTS, startDevnet, writeDevnetChainsFile, type Devnet } from '@airlock/devnet';
import { createPublicClient, createTestClient, createWalletClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { openDatabase, type OpenDatabase } from '../src/storage/database';
import { eventually } from './support/indexer-harness';
import { indexerQueries } from './support/indexer-queries';
import { createPostgresDatabase, STORAGE_KINDS } from './support/test-databases';
import { SERVER_CLI_ARGS } from './support/server-cli';

const CHAIN_ID = 31337;

describe('airlock-server indexer', () => {
  it('prints its usage', async () => {
    const output = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, [...SERVER_CLI_ARGS, 'indexer', '--help'], { timeout: 60_000 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
    expect(output).toContain('Usage: airlock-server indexer');
    expect(output).toContain('AIRLOCK_INDEXER=off');
  });
});

describe.runIf(STORAGE_KINDS.includes('postgres'))('airlock-server indexer as its own process on PostgreSQL', () => {
  let devnet: Devnet;
  let databaseUrl: string;
  let database: OpenDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let chainsDir: string | undefined;
  let chainsFile: string;
  const children = new Set<ChildProcess>();
  beforeAll(async () => {
    devnet = await startDevnet();
    chainsDir = await mkdtemp(join(tmpdir(), 'airlock-indexer-cli-'));
    chainsFile = join(chainsDir, 'chains.json');
    await writeDevnetChainsFile(
      chainsFile,
      devnet.chains.map((chain) => chain.rpcUrl),
    );
    const created = await createPostgresDatabase();
    ({ url: databaseUrl, drop: dropDatabase } = created);
    database = await openDatabase({ databaseUrl });
  }, 120_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await database?.close();
    await dropDatabase?.();
    await devnet?.stop();
    if (chainsDir) await rm(chainsDir, { recursive: true, force: true });
  });

  const startIndexerProcess = () => {
    const child = spawn(process.execPath, [...SERVER_CLI_ARGS, 'indexer'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: '',
        AIRLOCK_CHAINS_FILE: chainsFile,
        AIRLOCK_INDEXER_POLL_MS: '50',
        AIRLOCK_INDEXER_BLOCKS_PER_STEP: '2',
        AIRLOCK_LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => (children.delete(child), resolve(code))));
    return { child, exited, output: () => output };
  };
  const reader = () => createPublicClient({ transport: http(devnet.chains[0].rpcUrl) });

  it('survives kill -9 with no gap and no duplicate, and stops cleanly on SIGTERM', async () => {
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey),
      transport: http(devnet.chains[0].rpcUrl),
      chain: defineDevnetChain(devnet.chains[0]),
    });
    for (let index = 0; index < 10; index++) {
      await reader().waitForTransactionReceipt({
        hash: await wallet.sendTransaction({ to: privateKeyToAccount(generatePrivateKey()).address, value: parseEther('0.01') }),
      });
    }
    // Enough blocks that the first process is still catching up when it is killed.
    await createTestClient({ mode: 'anvil', transport: http(devnet.chains[0].rpcUrl) }).mine({ blocks: 1_000 });
    const head = Number(await reader().getBlockNumber());
    const stored = indexerQueries(database, CHAIN_ID);
    const first = startIndexerProcess();
    await eventually(async () => ((await stored.nextBlock()) ?? 0) > 4, 60_000, 'the first process indexing');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await stored.nextBlock()).toBeLessThan(head);

    const second = startIndexerProcess();
    await eventually(async () => ((await stored.nextBlock()) ?? 0) > head, 60_000, 'the second process catching up');
    await eventually(async () => second.output().includes('Airlock indexer running on'), 10_000, 'the second process saying it runs');
    const blocks = await stored.blocks();
    expect(blocks.map((block) => block.number)).toEqual(Array.from({ length: blocks.length }, (_, index) => index));
    const onChain: string[] = [];
    for (let number = 0; number <= head; number++) {
      const block = await reader().getBlock({ blockNumber: BigInt(number) });
      expect(blocks[number]!.hash).toBe(block.hash);
      onChain.push(...block.transactions.map((hash) => hash.toLowerCase()));
    }
    expect((await stored.transactionHashes()).sort()).toEqual(onChain.sort());

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('Indexer stopped.');
  }, 150_000);
});
