import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { SOURCE_CONDITION } from '../../scripts/source-condition';

const STOP_GRACE_MS = 5_000;
const OUTPUT_TAIL_CHARS = 20_000;

export interface ProcessGroupOptions {
  cwd: string;
  /** Added to a user's environment (see userEnvironment). */
  env?: Record<string, string>;
}

/**
 * A command started in its own process group (npm, next and vite start children of their own), so
 * stopping it ends every process it started. Its stdout and stderr are kept, interleaved.
 */
export class ProcessGroup {
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  private text = '';

  constructor(command: string, args: readonly string[], options: ProcessGroupOptions) {
    this.child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...userEnvironment(), ...options.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.text = (this.text + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => {
      this.child.once('error', (error) => {
        keep(Buffer.from(`\n${error.message}\n`));
        resolve(null);
      });
      this.child.once('exit', (code) => resolve(code));
    });
  }

  /** What the process printed so far (the last 20,000 characters). */
  get output(): string {
    return this.text;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** SIGTERM to the whole group, SIGKILL after a grace period. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.signalGroup('SIGTERM');
    const timedOut = await Promise.race([this.exited.then(() => false), sleep(STOP_GRACE_MS).then(() => true)]);
    // The group's other members may outlive its leader; they go too.
    this.signalGroup('SIGKILL');
    if (timedOut) await this.exited;
  }

  private signalGroup(signal: NodeJS.Signals): void {
    if (this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
}

/**
 * The environment of a user's shell: without what `npm test` put in it (an npm run in another
 * directory must not take the outer run's workspace or prefix for its own), and without the Node
 * options this repository's tests run under (the "source" condition and tsx, which would make an
 * installed @airlock/* package resolve to its TypeScript sources).
 */
function userEnvironment(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD'));
  const nodeOptions = withoutRunFromSourceOptions(env.NODE_OPTIONS ?? '');
  if (nodeOptions) env.NODE_OPTIONS = nodeOptions;
  else delete env.NODE_OPTIONS;
  return env;
}

function withoutRunFromSourceOptions(nodeOptions: string): string {
  const kept: string[] = [];
  const tokens = nodeOptions.split(/\s+/).filter(Boolean);
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token === `--conditions=${SOURCE_CONDITION}` || token === '--import=tsx') continue;
    if ((token === '--conditions' || token === '-C') && tokens[index + 1] === SOURCE_CONDITION) index += 1;
    else if (token === '--import' && tokens[index + 1] === 'tsx') index += 1;
    else kept.push(token);
  }
  return kept.join(' ');
}

/** Runs a command to its end and resolves with its output; rejects with that output when it fails or runs too long. */
export async function runToCompletion(
  command: string,
  args: readonly string[],
  options: ProcessGroupOptions & { timeoutMs: number },
): Promise<string> {
  const group = new ProcessGroup(command, args, options);
  const timer = setTimeout(() => void group.stop(), options.timeoutMs);
  try {
    const code = await group.exited;
    if (code !== 0) {
      throw new Error(
        `${command} ${args.join(' ')} in ${options.cwd} ${code === null ? 'was stopped' : `exited with ${code}`}:\n${group.output}`,
      );
    }
    return group.output;
  } finally {
    clearTimeout(timer);
    await group.stop();
  }
}
