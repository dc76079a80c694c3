import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliUsageError } from './cli-usage-error';

type Options = NonNullable<ParseArgsConfig['options']>;
export type CommandLineValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** parseArgs with usage errors as CliUsageError and an exact number of positional arguments. */
export function parseCommandLine(
  argv: readonly string[],
  options: Options,
  positionals: readonly string[],
  usage: string,
): { values: CommandLineValues; positionals: string[]; help: boolean; json: boolean } {
  let parsed: { values: CommandLineValues; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { ...options, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new CliUsageError((error as Error).message, usage);
  }
  const help = parsed.values.help === true;
  if (!help && parsed.positionals.length !== positionals.length) {
    const expected = positionals.length === 0 ? 'no arguments' : positionals.map((name) => `<${name}>`).join(' ');
    throw new CliUsageError(`expected ${expected}, got ${parsed.positionals.length === 0 ? 'none' : parsed.positionals.join(' ')}`, usage);
  }
  return { values: parsed.values, positionals: parsed.positionals, help, json: parsed.values.json === true };
}
