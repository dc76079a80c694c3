import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devnetChainsFile } from '@airlock/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChainsFile } from '../src/config/chains-file';
import { ConfigError, loadServerConfig } from '../src/config/server-config';
import { TOKEN_ICONS, tokenIconFor } from '../src/config/token-icons';
import { SERVER_CLI_ARGS } from './support/server-cli';

function withChain(change: (chain: Record<string, unknown>) => void): unknown {
  const file = devnetChainsFile(['http://127.0.0.1:8545', 'http://127.0.0.1:8546']) as unknown as { chains: Record<string, unknown>[] };
  change(file.chains[0]!);
  return file;
}

function problemsOf(content: unknown): string {
  try {
    parseChainsFile(content);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the chains file was accepted');
}

describe('AIRLOCK_CHAINS_FILE', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'airlock-chains-file-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('without a chains file the server has no chains', () => {
    expect(loadServerConfig({}).chains).toEqual([]);
  });

  it("reads the devnet's chains file into the chains the server serves, icons filled in by symbol", async () => {
    const file = join(directory, 'devnet.json');
    await writeFile(file, JSON.stringify(devnetChainsFile(['http://127.0.0.1:18545', 'http://127.0.0.1:18546'])));
    const chains = loadServerConfig({ AIRLOCK_CHAINS_FILE: file }).chains;
    expect(chains.map((chain) => [chain.caipNetworkId, chain.name, chain.rpcUrls])).toEqual([
      ['eip155:31337', 'Airlock Devnet', ['http://127.0.0.1:18545']],
      ['eip155:31338', 'Airlock Devnet L2', ['http://127.0.0.1:18546']],
    ]);
    const [l1] = chains;
    expect(l1?.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: TOKEN_ICONS.ETH });
    expect(l1?.tokens.map((token) => [token.symbol, token.iconUrl])).toEqual([
      ['USDC', TOKEN_ICONS.USDC],
      ['DAI', TOKEN_ICONS.DAI],
      ['WETH', TOKEN_ICONS.WETH],
      ['UNI', tokenIconFor('UNI')],
    ]);
    expect(l1?.faucet?.tokenAmounts).toEqual({ USDC: '100' });
    expect(l1?.batchExecutor).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(l1?.dex?.router).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('a minimal chain needs only chainId, name, rpcUrls, nativeCurrency and multicall3', () => {
    const [chain] = parseChainsFile({
      chains: [
        {
          chainId: 8453,
          name: 'Base',
          rpcUrls: ['https://mainnet.base.org'],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
        },
      ],
    });
    expect(chain).toMatchObject({ caipNetworkId: 'eip155:8453', testnet: false, tokens: [] });
    expect(chain?.faucet).toBeUndefined();
  });

  it('names the field of every problem', () => {
    expect(problemsOf(withChain((chain) => (chain.rpcUrls = ['not a url'])))).toContain(
      'AIRLOCK_CHAINS_FILE: chains[0].rpcUrls[0]: Invalid URL',
    );
    expect(problemsOf(withChain((chain) => (chain.rpcUrls = ['ftp://example.com'])))).toContain(
      'AIRLOCK_CHAINS_FILE: chains[0].rpcUrls[0]: Invalid URL',
    );
    expect(problemsOf(withChain((chain) => delete chain.multicall3))).toContain('AIRLOCK_CHAINS_FILE: chains[0].multicall3:');
    expect(problemsOf(withChain((chain) => (chain.chainId = '31337')))).toContain('AIRLOCK_CHAINS_FILE: chains[0].chainId:');
    expect(problemsOf(withChain((chain) => (chain.stablecoin = '0x1234')))).toContain(
      'AIRLOCK_CHAINS_FILE: chains[0].stablecoin: must be an address, 0x and 40 hex digits',
    );
    expect(problemsOf(withChain((chain) => ((chain.tokens as Array<Record<string, unknown>>)[1]!.decimals = -1)))).toContain(
      'AIRLOCK_CHAINS_FILE: chains[0].tokens[1].decimals:',
    );
    expect(problemsOf(withChain((chain) => ((chain.faucet as Record<string, unknown>).nativeAmount = 1)))).toContain(
      'AIRLOCK_CHAINS_FILE: chains[0].faucet.nativeAmount:',
    );
    expect(problemsOf(withChain((chain) => (chain.rpcUrl = 'http://127.0.0.1:8545')))).toMatch(
      /AIRLOCK_CHAINS_FILE: chains\[0\]: Unrecognized key: "rpcUrl"/,
    );
    expect(problemsOf(withChain((chain) => (chain.chainId = 31338)))).toContain(
      'AIRLOCK_CHAINS_FILE: chains[1].chainId: chain 31338 is listed twice',
    );
    expect(problemsOf([])).toContain('AIRLOCK_CHAINS_FILE: (the file):');
    const several = problemsOf(withChain((chain) => Object.assign(chain, { name: '', rpcUrls: [] })));
    expect(several).toContain('chains[0].name:');
    expect(several).toContain('chains[0].rpcUrls: must list at least one RPC URL');
  });

  it('a missing file or one that is not JSON stops the start with the path', async () => {
    const missing = join(directory, 'missing.json');
    expect(() => loadServerConfig({ AIRLOCK_CHAINS_FILE: missing })).toThrow(
      `AIRLOCK_CHAINS_FILE=${missing}: cannot read the chains file (no such file)`,
    );
    const broken = join(directory, 'broken.json');
    await writeFile(broken, '{ "chains": [');
    expect(() => loadServerConfig({ AIRLOCK_CHAINS_FILE: broken })).toThrow(`AIRLOCK_CHAINS_FILE=${broken}: the chains file is not JSON`);
  });

  it('airlock-server start refuses a bad chains file: exit code 1, the field named, no stack trace', async () => {
    const file = join(directory, 'bad.json');
    await writeFile(file, JSON.stringify(withChain((chain) => (chain.rpcUrls = ['127.0.0.1:8545']))));
    const result = await new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) =>
      execFile(
        process.execPath,
        [...SERVER_CLI_ARGS, 'start'],
        {
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            AIRLOCK_CHAINS_FILE: file,
            AIRLOCK_DATA_DIR: join(directory, 'data'),
            AIRLOCK_SERVER_PORT: '0',
          },
          timeout: 60_000,
        },
        (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
      ),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`airlock-server: AIRLOCK_CHAINS_FILE=${file} is not a valid chains file:`);
    expect(result.stderr).toContain('AIRLOCK_CHAINS_FILE: chains[0].rpcUrls[0]: Invalid URL');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain('listening');
  }, 60_000);
});
