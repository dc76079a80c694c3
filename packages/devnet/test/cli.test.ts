import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePorts, isPortFree } from '../src/free-port';
import { DEVNET_ADDRESSES } from '../src/index';
import { findAnvilPidsOnPort } from './anvil-processes';

const binPath = fileURLToPath(new URL('../bin/airlock-devnet.mjs', import.meta.url));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

function runCli(args: string[]): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [binPath, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForOutput(output: () => string, text: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`CLI never printed "${text}". Output:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('airlock-devnet CLI', () => {
  it('prints usage with --help', async () => {
    const run = runCli(['--help']);
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('--l2-port <number>');
  });

  it('rejects a bad port with exit code 2', async () => {
    const run = runCli(['--port', 'nope']);
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain('--port must be a port number');
  });

  it('prints chains, contracts and accounts, writes the chains file it is asked for, then stops cleanly on SIGINT', async () => {
    const [port, l2Port] = (await findFreePorts('127.0.0.1', 2)) as [number, number];
    const directory = await mkdtemp(join(tmpdir(), 'airlock-devnet-cli-'));
    const chainsFile = join(directory, 'nested', 'chains.json');
    const run = runCli(['--port', String(port), '--l2-port', String(l2Port), '--chains-file', chainsFile]);
    await waitForOutput(run.output, 'Press Ctrl-C to stop.');
    const written = JSON.parse(await readFile(chainsFile, 'utf8')) as {
      chains: Array<{ chainId: number; rpcUrls: string[]; multicall3: string }>;
    };
    await rm(directory, { recursive: true, force: true });
    expect(written.chains.map(({ chainId, rpcUrls, multicall3 }) => ({ chainId, rpcUrls, multicall3 }))).toEqual([
      { chainId: 31337, rpcUrls: [`http://127.0.0.1:${port}`], multicall3: DEVNET_ADDRESSES.multicall3 },
      { chainId: 31338, rpcUrls: [`http://127.0.0.1:${l2Port}`], multicall3: DEVNET_ADDRESSES.multicall3 },
    ]);
    expect(run.output()).toContain(`AIRLOCK_CHAINS_FILE=${chainsFile}`);

    const printed = run.output();
    expect(printed).toContain(`http://127.0.0.1:${port}`);
    expect(printed).toContain(`http://127.0.0.1:${l2Port}`);
    expect(printed).toContain(DEVNET_ADDRESSES.uniswapV2Router);
    expect(printed).toContain(`uniswapV3PositionManager ${DEVNET_ADDRESSES.uniswapV3PositionManager}`);
    expect(printed).toContain('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('Devnet stopped.');
    for (const chainPort of [port, l2Port]) {
      expect(findAnvilPidsOnPort(chainPort)).toEqual([]);
      expect(await isPortFree('127.0.0.1', chainPort)).toBe(true);
    }
  });
});
