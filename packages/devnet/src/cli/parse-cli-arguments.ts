import { parseArgs } from 'node:util';
import { DEVNET_CHAINS } from '../devnet-chains';

export interface CliArguments {
  help: boolean;
  host: string;
  ports: [number, number];
  /** Where to write the Airlock server's chains file for these chains (AIRLOCK_CHAINS_FILE), if anywhere. */
  chainsFile?: string;
}

export const CLI_USAGE = `Usage: airlock-devnet [options]

Starts two local anvil chains seeded with WETH, USDC, DAI, an NFT, Multicall3 and Uniswap V2.

Options:
  --port <number>      RPC port of "${DEVNET_CHAINS[0].name}" (chain ${DEVNET_CHAINS[0].chainId}), default ${DEVNET_CHAINS[0].defaultPort}
  --l2-port <number>   RPC port of "${DEVNET_CHAINS[1].name}" (chain ${DEVNET_CHAINS[1].chainId}), default ${DEVNET_CHAINS[1].defaultPort}
  --host <address>     Interface to listen on, default 127.0.0.1
  --chains-file <path> Write the chains file for the Airlock server (its AIRLOCK_CHAINS_FILE) there
  -h, --help           Show this help
`;

function parsePort(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${flag} must be a port number from 1 to 65535, got "${value}"`);
  }
  return port;
}

/** Reads the CLI flags; throws an Error with a user-facing message on bad input. */
export function parseCliArguments(argv: readonly string[]): CliArguments {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      'l2-port': { type: 'string' },
      host: { type: 'string' },
      'chains-file': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const ports: [number, number] = [
    parsePort('--port', values.port, DEVNET_CHAINS[0].defaultPort),
    parsePort('--l2-port', values['l2-port'], DEVNET_CHAINS[1].defaultPort),
  ];
  if (ports[0] === ports[1]) throw new Error('--port and --l2-port must differ');
  if (values['chains-file'] === '') throw new Error('--chains-file needs a path');
  return { help: values.help ?? false, host: values.host ?? '127.0.0.1', ports, chainsFile: values['chains-file'] };
}
