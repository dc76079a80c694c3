import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCK_DIR = fileURLToPath(new URL('../node_modules/.cache/airlock-package-build.lock', import.meta.url));
const WAIT_STEP_MS = 500;
/** A lock whose holder has not yet written its pid is taken as alive for this long. */
const PID_GRACE_MS = 10_000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderIsGone(lockDir: string): Promise<boolean> {
  const pid = Number(await readFile(join(lockDir, 'pid'), 'utf8').catch(() => ''));
  if (Number.isInteger(pid) && pid > 0) return !processAlive(pid);
  const info = await stat(lockDir).catch(() => undefined);
  return !info || Date.now() - info.mtimeMs > PID_GRACE_MS;
}

/**
 * Runs `work` while no other process of this checkout builds or packs the published packages. Their builds empty
 * dist/ first, so a test packing a package while another test rebuilds it would pack half a dist/ (the package
 * checks, the packed server and the examples all build and pack, in parallel test files).
 */
export function withPackageBuildLock<T>(work: () => Promise<T>): Promise<T> {
  return withDirectoryLock(LOCK_DIR, work);
}

/** Runs `work` holding the lock `lockDir` (made with mkdir, which only one process can do; a dead holder's is taken over). */
export async function withDirectoryLock<T>(lockDir: string, work: () => Promise<T>, timeoutMs = 30 * 60_000): Promise<T> {
  await mkdir(dirname(lockDir), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await holderIsGone(lockDir)) {
      await rm(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`another process has held ${lockDir} for over ${timeoutMs / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  await writeFile(join(lockDir, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}
