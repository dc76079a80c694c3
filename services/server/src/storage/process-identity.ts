import { readFileSync } from 'node:fs';

/**
 * A process as a lock file remembers it: its pid, and when it started (field 22 of
 * /proc/<pid>/stat, in clock ticks since boot; null where there is no /proc), so that a pid the
 * kernel handed to a new process after a `kill -9` is not mistaken for the old holder.
 */
export interface ProcessIdentity {
  pid: number;
  startTime: string | null;
}

interface ProcStat {
  state: string;
  startTime: string;
}

function readProcStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Field 2 is the command name in parentheses and may itself hold spaces or parentheses.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTime = fields[19];
  return state && startTime ? { state, startTime } : undefined;
}

export function processIdentity(pid: number = process.pid): ProcessIdentity {
  return { pid, startTime: readProcStat(pid)?.startTime ?? null };
}

/** Whether the process `identity` describes is still running (a zombie, killed but not yet reaped, is not). */
export function isRunning(identity: ProcessIdentity): boolean {
  try {
    process.kill(identity.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = readProcStat(identity.pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return identity.startTime === null || identity.startTime === stat.startTime;
}
