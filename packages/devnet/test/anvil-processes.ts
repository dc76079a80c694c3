import { readdirSync, readFileSync } from 'node:fs';

/** Pids of running anvil processes started with `--port <port>` (Linux /proc). */
export function findAnvilPidsOnPort(port: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const portIndex = args.indexOf('--port');
    if (args[0]?.endsWith('anvil') && portIndex >= 0 && args[portIndex + 1] === String(port)) pids.push(Number(entry));
  }
  return pids;
}
