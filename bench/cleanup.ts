/**
 * Teardown registry: every benchmark registers what it started (browsers, servers, chains) so
 * run.ts can stop it on Ctrl-C / SIGTERM as well as in the benchmark's own `finally`.
 */
type Cleanup = () => Promise<void> | void;

const pending = new Set<Cleanup>();

/** Registers `cleanup`; call the returned function to run it now (once) and unregister it. */
export function onCleanup(cleanup: Cleanup): () => Promise<void> {
  let done = false;
  const run = async () => {
    if (done) return;
    done = true;
    pending.delete(run);
    await cleanup();
  };
  pending.add(run);
  return run;
}

/** Runs every registered cleanup, newest first; errors are logged, not thrown. */
export async function runAllCleanups(): Promise<void> {
  for (const cleanup of [...pending].reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}
