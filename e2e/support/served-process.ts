import { setTimeout as sleep } from 'node:timers/promises';
import { ProcessGroup, type ProcessGroupOptions } from './process-group';

export interface ServedProcess {
  readonly url: string;
  /** What the server printed so far. */
  readonly output: string;
  stop(): Promise<void>;
}

/** Starts a web server (a process group) and resolves once `url` answers; rejects with its output if it exits or stays silent. */
export async function startServedProcess(
  command: string,
  args: readonly string[],
  options: ProcessGroupOptions & { url: string; readyTimeoutMs: number },
): Promise<ServedProcess> {
  const group = new ProcessGroup(command, args, options);
  const deadline = Date.now() + options.readyTimeoutMs;
  try {
    for (;;) {
      if (!group.running) throw new Error(`${command} exited before ${options.url} answered:\n${group.output}`);
      if (Date.now() > deadline) throw new Error(`${options.url} did not answer within ${options.readyTimeoutMs} ms:\n${group.output}`);
      const answered = await fetch(options.url, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.body?.cancel().then(() => true) ?? true,
        () => false,
      );
      if (answered) break;
      await sleep(200);
    }
  } catch (error) {
    await group.stop();
    throw error;
  }
  return {
    url: options.url,
    get output() {
      return group.output;
    },
    stop: () => group.stop(),
  };
}
