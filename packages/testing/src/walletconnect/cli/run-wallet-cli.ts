import { createWalletConnectTestWallet } from '../create-walletconnect-test-wallet';
import type { HandledRequest } from '../walletconnect-test-wallet-types';
import { parseWalletArguments, WALLET_CLI_USAGE } from './parse-wallet-arguments';

const POLL_MS = 200;

function describeRequest(request: HandledRequest): string {
  const outcome = request.error ? `refused (${request.error.code} ${request.error.message})` : `→ ${JSON.stringify(request.result)}`;
  return `${request.method} on ${request.chainId} ${outcome}`;
}

/** Pairs, then answers requests until Ctrl-C; returns the exit code. */
export async function runWalletCli(argv: readonly string[]): Promise<number> {
  let args: ReturnType<typeof parseWalletArguments>;
  try {
    args = parseWalletArguments(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${WALLET_CLI_USAGE}`);
    return 2;
  }
  if (args.help || !args.uri) {
    (args.help ? console.log : console.error)(WALLET_CLI_USAGE);
    return args.help ? 0 : 2;
  }

  const wallet = await createWalletConnectTestWallet({
    relayUrl: args.relayUrl,
    projectId: args.projectId,
    chains: args.chains,
    ...(args.privateKey ? { privateKey: args.privateKey } : {}),
    name: 'Airlock CLI Wallet',
    oneClickAuth: args.oneClickAuth,
  });
  wallet.setDecision(args.reject ? 'reject' : 'approve');
  console.log(`Wallet ${wallet.address} pairing through ${args.relayUrl}…`);
  try {
    const session = await wallet.pair(args.uri);
    if (session === 'rejected') {
      console.log('Session proposal rejected.');
      await wallet.close();
      return 0;
    }
    console.log(`Connected to ${session.peer.metadata.name} (${session.peer.metadata.url}). Ctrl-C disconnects.`);
  } catch (error) {
    console.error(`Pairing failed: ${(error as Error).message}`);
    await wallet.close();
    return 1;
  }

  let printed = 0;
  const timer = setInterval(() => {
    for (const request of wallet.requests.slice(printed)) console.log(describeRequest(request));
    printed = wallet.requests.length;
    if (wallet.sessions().length === 0) stop('The dApp ended the session.');
  }, POLL_MS);

  let finish: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (finish = resolve));
  async function stop(reason: string): Promise<void> {
    clearInterval(timer);
    console.log(reason);
    if (wallet.sessions().length > 0) await wallet.disconnect().catch(() => undefined);
    await wallet.close();
    finish(0);
  }
  process.once('SIGINT', () => void stop('Disconnecting…'));
  process.once('SIGTERM', () => void stop('Disconnecting…'));
  return done;
}
