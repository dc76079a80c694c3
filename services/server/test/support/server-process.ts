import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devnetChainsFile } from '@airlock/devnet';

import { SERVER_CLI_ARGS } from './server-cli';

export interface ServerProcess {
  child: ChildProcess;
  /** The URL it listens on, once started. */
  url: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Whether the process is still running. */
  readonly alive: boolean;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL after 5 s; resolves when it is gone. */
  stop(): Promise<void>;
}

export interface SpawnOptions {
  env: NodeJS.ProcessEnv;
  /** Give up waiting for "listening at" after this long (default 30 s). */
  startTimeoutMs?: number;
  /** Resolve as soon as the process is spawned, without waiting for it to listen. */
  waitForListen?: boolean;
}

/**
 * `airlock-server start` as a real child process, as an operator runs it: a crash, an unhandled
 * error event or an exit is visible to the test, which an in-process server would hide or share.
 */
export async function spawnServerProcess(options: SpawnOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_CLI_ARGS, 'start'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, AIRLOCK_SERVER_PORT: '0', AIRLOCK_LOG_LEVEL: 'info', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let alive = true;
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      alive = false;
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  const stop = async () => {
    if (!alive) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const handle: ServerProcess = {
    child,
    url: '',
    output: () => text,
    get alive() {
      return alive;
    },
    exited,
    stop,
  };
  if (options.waitForListen === false) return handle;
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  while (!/Airlock server listening at (http\S+)/.test(text)) {
    if (!alive) throw new Error(`airlock-server exited before listening:\n${text}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`airlock-server did not start in time:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  handle.url = /Airlock server listening at (http\S+)/.exec(text)![1]!;
  return handle;
}

/** The admin token of servers started by spawnServerOnFreshData. */
export const FRESH_SERVER_ADMIN_TOKEN = 'fault-suite-admin-token-0123456789';
/** A port nothing listens on, for chains a test does not need. */
const NOWHERE = 'http://127.0.0.1:9';

export interface TestChainsFile {
  path: string;
  remove(): Promise<void>;
}

/** The devnet's chains file with `rpcUrls`; a chain nowhere has no ENS resolver owner key, so the server spends no start on it. */
function testChainsFileJson(rpcUrls?: readonly string[]): string {
  const file = devnetChainsFile([rpcUrls?.[0] ?? NOWHERE, rpcUrls?.[1] ?? NOWHERE]);
  return JSON.stringify({
    chains: file.chains.map(({ ens: { resolverOwnerKey, ...ens }, ...chain }) => ({
      ...chain,
      ens: chain.rpcUrls[0] === NOWHERE ? ens : { ...ens, resolverOwnerKey },
    })),
  });
}

/** The devnet's two chains at `rpcUrls` (nowhere when not given) as a chains file in a new temporary directory, for AIRLOCK_CHAINS_FILE. */
export async function writeTestChainsFile(rpcUrls?: readonly string[]): Promise<TestChainsFile> {
  const dir = await mkdtemp(join(tmpdir(), 'airlock-chains-'));
  const path = join(dir, 'chains.json');
  await writeFile(path, testChainsFileJson(rpcUrls));
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface FreshServerProcess extends ServerProcess {
  dataDir: string;
}

/**
 * `airlock-server start` on a new temporary data directory (deleted again by `stop`), with a known
 * admin token, the demo project (AIRLOCK_DEMO=1) and the devnet chains at `rpcUrls` (nowhere when not given); `env` adds to or overrides
 * that.
 */
export async function spawnServerOnFreshData(
  options: { env?: NodeJS.ProcessEnv; rpcUrls?: readonly string[]; startTimeoutMs?: number } = {},
): Promise<FreshServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-server-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  const chainsFile = join(dataDir, 'chains.json');
  try {
    await writeFile(chainsFile, testChainsFileJson(options.rpcUrls));
    const server = await spawnServerProcess({
      env: {
        AIRLOCK_DATA_DIR: dataDir,
        AIRLOCK_ADMIN_TOKEN: FRESH_SERVER_ADMIN_TOKEN,
        AIRLOCK_DEMO: '1',
        AIRLOCK_CHAINS_FILE: chainsFile,
        ...options.env,
      },
      startTimeoutMs: options.startTimeoutMs,
    });
    const stopProcess = server.stop;
    return Object.assign(server, {
      dataDir,
      stop: async () => {
        await stopProcess();
        await removeData();
      },
    });
  } catch (error) {
    await removeData();
    throw error;
  }
}
