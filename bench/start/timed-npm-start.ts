import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { onCleanup } from '../cleanup';
import { findFreePorts } from '../../packages/devnet/src/free-port';

const READY_LINE = 'Airlock is running.';
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

export interface TimedStart {
  /** From spawning `npm start` to the demo page answering 200, in seconds. */
  seconds: number;
  /** What the start said about its builds ("reusing the demo build …" or why it built again). */
  buildLines: string[];
}

/**
 * Runs `npm start` in `repoRoot` as a user would, on free ports and a data directory of its own,
 * times it until the demo dApp's page answers, then stops it with Ctrl-C (SIGINT) as a user does.
 */
export async function timedNpmStart(repoRoot: string, dataDir: string): Promise<TimedStart> {
  const [devnet, devnetL2, nftMetadata, demo, server, frame] = await findFreePorts('127.0.0.1', 6);
  const env = {
    ...process.env,
    AIRLOCK_DATA_DIR: dataDir,
    AIRLOCK_DEVNET_PORT: String(devnet),
    AIRLOCK_DEVNET_L2_PORT: String(devnetL2),
    AIRLOCK_DEVNET_NFT_PORT: String(nftMetadata),
    AIRLOCK_DEMO_PORT: String(demo),
    AIRLOCK_SERVER_PORT: String(server),
    AIRLOCK_FRAME_PORT: String(frame),
  };
  const startedAt = performance.now();
  const child = spawn('npm', ['start'], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGINT');
    const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
    if (!stopped) process.kill(-child.pid!, 'SIGKILL');
    await exited;
  });

  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const demoUrl = `http://127.0.0.1:${demo}/`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      if (performance.now() - startedAt > START_TIMEOUT_MS)
        throw new Error(`npm start did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
      if (output.includes(READY_LINE) && (await answers(demoUrl))) break;
      await sleep(20);
    }
    const seconds = (performance.now() - startedAt) / 1000;
    const buildLines = output.split('\n').filter((line) => /build/i.test(line));
    return { seconds, buildLines };
  } finally {
    await stop();
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}
