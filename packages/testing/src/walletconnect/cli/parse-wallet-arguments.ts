import { parseArgs } from 'node:util';
import type { Hex } from 'viem';
import type { TestWalletChain } from '../../provider/test-wallet-types';

export interface WalletCliArguments {
  help: boolean;
  uri?: string;
  relayUrl: string;
  projectId: string;
  chains: TestWalletChain[];
  privateKey?: Hex;
  reject: boolean;
  /** Answers one-click auth (wc_sessionAuthenticate); false with --no-one-click-auth. */
  oneClickAuth: boolean;
}

/** The project `npm start` creates for its demo, and where it runs the relay and the devnet. */
const DEMO_DEFAULTS = {
  relayUrl: 'ws://localhost:8787/relay',
  projectId: 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1',
  chains: [
    { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
  ],
};

export const WALLET_CLI_USAGE = `Usage: airlock-walletconnect-wallet [options] <wc: URI>

A WalletConnect wallet in your terminal, for testing: it pairs with the URI a dApp shows
(the modal's "Copy link"), approves the session, and signs and sends with a dev key.

Options:
  --relay <url>            Relay WebSocket URL, default ${DEMO_DEFAULTS.relayUrl}
  --project-id <id>        Project id the relay expects, default the demo's (${DEMO_DEFAULTS.projectId})
  --chain <id>=<rpc url>   A chain the wallet offers (repeat it); default the two devnet chains
  --key <0x…>              Private key, default anvil's first dev account (never for real funds)
  --reject                 Reject the session proposal and requests instead of approving them
  --no-one-click-auth      Ignore one-click auth (sign-in while pairing), as a wallet without it does
  -h, --help               Show this help
`;

function parseChain(value: string): TestWalletChain {
  const match = /^(\d+)=(https?:\/\/\S+)$/.exec(value);
  const chainId = Number(match?.[1]);
  if (!match?.[2] || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new Error(`--chain takes <chain id>=<http(s) RPC URL>, got "${value}"`);
  }
  return { chainId, rpcUrl: match[2] };
}

/** Reads the flags; throws an Error with a user-facing message on bad input. */
export function parseWalletArguments(argv: readonly string[]): WalletCliArguments {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      relay: { type: 'string' },
      'project-id': { type: 'string' },
      chain: { type: 'string', multiple: true },
      key: { type: 'string' },
      reject: { type: 'boolean' },
      'no-one-click-auth': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const uri = positionals[0];
  if (positionals.length > 1) throw new Error('Give one wc: URI (quote it: it contains "&").');
  if (uri !== undefined && !/^wc:[0-9a-f]{64}@2\?/.test(uri)) throw new Error(`Not a WalletConnect pairing URI: "${uri.slice(0, 80)}"`);
  const relayUrl = values.relay ?? DEMO_DEFAULTS.relayUrl;
  if (!/^wss?:\/\//.test(relayUrl)) throw new Error(`--relay must be a ws:// or wss:// URL, got "${relayUrl}"`);
  const key = values.key;
  if (key !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error('--key must be 0x followed by 64 hex digits');
  return {
    help: values.help ?? false,
    uri,
    relayUrl,
    projectId: values['project-id'] ?? DEMO_DEFAULTS.projectId,
    chains: values.chain?.map(parseChain) ?? DEMO_DEFAULTS.chains,
    ...(key ? { privateKey: key as Hex } : {}),
    reject: values.reject ?? false,
    oneClickAuth: !values['no-one-click-auth'],
  };
}
