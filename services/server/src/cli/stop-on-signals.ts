/**
 * On SIGINT or SIGTERM: says so, runs `stop`, then exits 0 (1 when stopping failed). A second
 * signal while stopping exits at once (130).
 */
export function stopOnSignals(what: string, stop: () => Promise<void>, print: (line: string) => void): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    print(`${signal} received, stopping the ${what}...`);
    stop().then(
      () => {
        print(`${what[0]!.toUpperCase()}${what.slice(1)} stopped.`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`airlock-server: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
