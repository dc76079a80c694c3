import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withDirectoryLock } from '../scripts/package-build-lock';

describe('the package build lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'airlock-lock-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lets one holder at a time in, in parallel calls', async () => {
    const lock = join(dir, 'build.lock');
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 50));
      inside -= 1;
    };
    await Promise.all(Array.from({ length: 4 }, () => withDirectoryLock(lock, work)));
    expect(most).toBe(1);
  });

  it('takes over the lock of a holder that died', async () => {
    const lock = join(dir, 'build.lock');
    await mkdir(lock);
    // A pid no process has: the kernel's pid_max is far below it.
    await writeFile(join(lock, 'pid'), '2147483646');
    await expect(withDirectoryLock(lock, async () => 'ran', 5_000)).resolves.toBe('ran');
  });

  it('waits for a live holder, then gives up with a message naming the lock', async () => {
    const lock = join(dir, 'build.lock');
    await mkdir(lock);
    await writeFile(join(lock, 'pid'), String(process.pid));
    await expect(withDirectoryLock(lock, async () => 'ran', 1_200)).rejects.toThrow(/build\.lock/);
  });
});
