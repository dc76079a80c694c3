import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { resolveAnvilBinaryPath } from './anvil-binary-path';
import { reapOnExit } from './child-process-reaper';
import { DevnetError } from './devnet-error';
import { isPortFree } from './free-port';
import { formatRpcUrl } from './rpc-url';

export interface AnvilOptions {
  chainId: number;
  host: string;
  port: number;
  readyTimeoutMs?: number;
}

export interface AnvilProcess {
  readonly chainId: number;
  readonly port: number;
  readonly rpcUrl: string;
  readonly pid: number;
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 3_000;
const STDERR_TAIL_CHARS = 4_000;

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  const exited = waitForExit(child);
  child.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(STOP_GRACE_MS).then(() => true)]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}

async function answersWithChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    const body = (await response.json()) as { result?: string };
    return body.result !== undefined && Number(body.result) === chainId;
  } catch {
    return false;
  }
}

/** Spawns one anvil and resolves once its RPC answers with the expected chain id. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  const { chainId, host, port, readyTimeoutMs = 15_000 } = options;
  if (!(await isPortFree(host, port))) {
    throw new DevnetError('PORT_IN_USE', `Port ${port} on ${host} is already in use`);
  }

  // Prague, named rather than anvil's moving default, for EIP-7702 (the smart accounts' delegation).
  // No block gas limit: automine packs the ready transactions of the seeding batch into a block, and one that
  // would pass 30M gas is dropped from the pool with every later nonce (seeding then waits for receipts in vain).
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--hardfork', 'prague', '--silent'];
  args.push('--disable-block-gas-limit');
  const child = spawn(resolveAnvilBinaryPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  reapOnExit(child);

  let stderrTail = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  const rpcUrl = formatRpcUrl(host, port);
  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answersWithChainId(rpcUrl, chainId))) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      const details = spawnError?.message ?? stderrTail.trim();
      throw new DevnetError('ANVIL_EXITED', `anvil for chain ${chainId} on port ${port} exited before it was ready`, details);
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new DevnetError('ANVIL_TIMEOUT', `anvil for chain ${chainId} on port ${port} did not answer in ${readyTimeoutMs} ms`);
    }
    await sleep(10);
  }
  if (child.exitCode !== null || child.signalCode !== null) {
    throw new DevnetError('ANVIL_EXITED', `anvil for chain ${chainId} exited; port ${port} is served by another process`);
  }

  let stopping: Promise<void> | undefined;
  return {
    chainId,
    port,
    rpcUrl,
    pid: child.pid ?? -1,
    stop: () => (stopping ??= stopChild(child)),
  };
}
