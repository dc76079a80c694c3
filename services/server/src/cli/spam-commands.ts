import { parseAccountAddress } from '../account-history/account-address';
import { HISTORY_REQUEST_ERRORS } from '../account-history/history-request-errors';
import { servedChain } from '../account-history/served-chain';
import type { SpamToken, SpamTokenStore } from '../account-history/spam-token-store';
import { loadServerConfig } from '../config/server-config';
import { ApiError } from '../http/api-error';
import { CliFailure } from './cli-failure';
import { CliUsageError } from './cli-usage-error';
import { openSpamAdmin } from './open-spam-admin';
import { parseCommandLine } from './parse-command-line';
import { parseServerUrl } from './server-url';

export const SPAM_USAGE = `Usage:
  airlock-server spam add <chainId> <address> [--reason <text>] [--json] [--server <url>]
  airlock-server spam remove <chainId> <address> [--json] [--server <url>]
  airlock-server spam list [--chain <chainId>] [--json] [--server <url>]

The operator's spam list: transfers of these token contracts are flagged is_spam in account
history (GET /v1/account/:address/history). <chainId> is a served chain, as 31337 or eip155:31337.
Commands go to a running server's admin API, or to the storage, as project commands do.
`;

type Print = (text: string) => void;

const OPTIONS = { server: { type: 'string' }, reason: { type: 'string' }, chain: { type: 'string' } } as const;

const line = (token: SpamToken) => `eip155:${token.chainId}  ${token.address}${token.reason ? `  ${token.reason}` : ''}`;

/** A usage error for what the server would refuse with a 400, said before anything is opened. */
function checked<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ApiError) throw new CliUsageError(error.message, SPAM_USAGE);
    throw error;
  }
}

/** `airlock-server spam add|remove|list`: edits the spam list of a running server, else of the storage directly. */
export async function runSpamCommand(argv: readonly string[], env: NodeJS.ProcessEnv, print: Print): Promise<void> {
  const [subcommand, ...rest] = argv;
  if (subcommand === undefined || subcommand === '-h' || subcommand === '--help') return print(SPAM_USAGE);
  if (!['add', 'remove', 'list'].includes(subcommand)) throw new CliUsageError(`unknown spam command "${subcommand}"`, SPAM_USAGE);
  const { values, positionals, help, json } = parseCommandLine(
    rest,
    OPTIONS,
    subcommand === 'list' ? [] : ['chainId', 'address'],
    SPAM_USAGE,
  );
  if (help) return print(SPAM_USAGE);
  const serverUrl = values.server === undefined ? undefined : parseServerUrl(values.server as string);
  if (values.server !== undefined && !serverUrl)
    throw new CliUsageError(`--server takes an http:// or https:// URL, got "${values.server as string}"`, SPAM_USAGE);

  const config = loadServerConfig(env);
  const chainOf = (value: string) => checked(() => servedChain(config.chains, value)).chainId;
  const addressOf = (value: string) => {
    const address = parseAccountAddress(value);
    if (!address) throw new CliUsageError(HISTORY_REQUEST_ERRORS.invalidAddress(value).message, SPAM_USAGE);
    return address;
  };
  let run: (spam: SpamTokenStore) => Promise<string>;
  if (subcommand === 'list') {
    const chainId = typeof values.chain === 'string' ? chainOf(values.chain) : undefined;
    run = async (spam) => {
      const tokens = await spam.list(chainId);
      return json ? JSON.stringify(tokens, null, 2) : tokens.length === 0 ? 'The spam list is empty.' : tokens.map(line).join('\n');
    };
  } else {
    const chainId = chainOf(positionals[0]!);
    const address = addressOf(positionals[1]!);
    run =
      subcommand === 'add'
        ? async (spam) => {
            const { token, added } = await spam.add({
              chainId,
              address,
              reason: typeof values.reason === 'string' ? values.reason.slice(0, 200) : '',
            });
            return json ? JSON.stringify(token, null, 2) : `${added ? 'Added' : 'Already listed'}: ${line(token)}`;
          }
        : async (spam) => {
            if (!(await spam.remove(chainId, address))) throw new CliFailure(`eip155:${chainId} ${address} is not on the spam list`);
            return json ? JSON.stringify({ chainId, address, removed: true }) : `Removed: eip155:${chainId}  ${address}`;
          };
  }
  const session = await openSpamAdmin(config, env, serverUrl);
  try {
    print(await run(session.spam));
  } finally {
    await session.close();
  }
}
