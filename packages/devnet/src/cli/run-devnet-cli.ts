import { resolve } from 'node:path';
import { writeDevnetChainsFile } from '../devnet-chains-file';
import { startDevnet } from '../start-devnet';
import { formatDevnetSummary } from './format-devnet-summary';
import { CLI_USAGE, parseCliArguments, type CliArguments } from './parse-cli-arguments';

function readArguments(argv: readonly string[]): CliArguments | undefined {
  try {
    return parseCliArguments(argv);
  } catch (error) {
    console.error(`airlock-devnet: ${(error as Error).message}\n\n${CLI_USAGE}`);
    process.exitCode = 2;
    return undefined;
  }
}

/** Entry point of the airlock-devnet command: starts the devnet and keeps it up until a signal. */
export async function runDevnetCli(argv: readonly string[]): Promise<void> {
  const options = readArguments(argv);
  if (!options) return;
  if (options.help) {
    console.log(CLI_USAGE);
    return;
  }

  const startedAt = performance.now();
  let devnet: Awaited<ReturnType<typeof startDevnet>>;
  try {
    devnet = await startDevnet({ host: options.host, ports: options.ports });
  } catch (error) {
    console.error(`airlock-devnet: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  if (options.chainsFile) {
    const chainsFile = resolve(options.chainsFile);
    try {
      await writeDevnetChainsFile(
        chainsFile,
        devnet.chains.map((chain) => chain.rpcUrl),
      );
      console.log(`Chains file for the Airlock server written: AIRLOCK_CHAINS_FILE=${chainsFile}\n`);
    } catch (error) {
      console.error(`airlock-devnet: cannot write the chains file: ${(error as Error).message}`);
      await devnet.stop();
      process.exitCode = 1;
      return;
    }
  }
  console.log(formatDevnetSummary(devnet, Math.round(performance.now() - startedAt)));

  const running = devnet;
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) {
      process.exit(130);
    }
    stopping = true;
    console.log(`\n${signal} received, stopping the devnet...`);
    running.stop().then(
      () => {
        console.log('Devnet stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`airlock-devnet: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
