import { PortInUseError } from '../app/port-in-use-error';
import { ConfigError } from '../config/server-config';
import { ProjectNotFoundError } from '../projects/project-store';
import { AdminApiError } from './admin-api-error';
import { CliFailure } from './cli-failure';
import { CliUsageError } from './cli-usage-error';
import { MAIN_USAGE } from './cli-usage';
import { runProjectCommand } from './project-commands';
import { runSpamCommand } from './spam-commands';
import { runIndexerCommand } from './indexer-command';
import { runStartCommand } from './start-command';

/**
 * Entry point of `airlock-server`. Exit codes: 0 done, 2 bad usage (message and usage on stderr),
 * 1 anything else that failed (message on stderr).
 */
export async function runServerCli(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const print = (text: string) => console.log(text);
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'start':
        return await runStartCommand(rest, env, print);
      case 'project':
        return await runProjectCommand(rest, env, print);
      case 'spam':
        return await runSpamCommand(rest, env, print);
      case 'indexer':
        return await runIndexerCommand(rest, env, print);
      case undefined:
        console.error(MAIN_USAGE);
        process.exitCode = 2;
        return;
      case 'help':
      case '-h':
      case '--help':
        print(MAIN_USAGE);
        return;
      default:
        throw new CliUsageError(`unknown command "${command}"`, MAIN_USAGE);
    }
  } catch (error) {
    if (error instanceof CliUsageError) {
      console.error(`airlock-server: ${error.message}\n\n${error.usage}`);
      process.exitCode = 2;
      return;
    }
    const known =
      error instanceof ProjectNotFoundError ||
      error instanceof ConfigError ||
      error instanceof CliFailure ||
      error instanceof AdminApiError ||
      error instanceof PortInUseError;
    console.error(`airlock-server: ${known ? (error as Error).message : describeFailure(error)}`);
    process.exitCode = 1;
  }
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return `${error.message} (is DATABASE_URL / REDIS_URL reachable?)`;
  return error.message;
}
