import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVNET_ADDRESSES, DEVNET_ENS, defineDevnetChain, type Devnet, startDevnet } from '@airlock/devnet';
import type { NameGatewayInfo } from '@airlock/protocol';
import { type Address, createPublicClient, http, parseAbi } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../src/app/start-server';
import type { ChainConfig } from '../../src/config/chain-config';
import { loadServerConfig } from '../../src/config/server-config';
import { devnetChainConfigs } from '../support/devnet-chain-configs';
import { freePort } from '../support/free-port';

const resolverAbi = parseAbi(['function url() view returns (string)', 'function isSigner(address) view returns (bool)']);
const resolver = DEVNET_ADDRESSES.ensOffchainResolver;

const running: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  while (running.length > 0) await running.pop()!.stop();
});

async function start(chains: ChainConfig[], env: NodeJS.ProcessEnv = {}): Promise<{ server: RunningServer; gateway: NameGatewayInfo }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-resolver-setup-'));
  running.push({ stop: () => rm(dataDir, { recursive: true, force: true }) });
  const server = await startServer(
    {
      ...loadServerConfig({ AIRLOCK_MASTER_KEY: randomBytes(32).toString('hex'), AIRLOCK_DATA_DIR: dataDir, ...env }),
      host: '127.0.0.1',
      port: 0,
      framePort: 0,
      databaseUrl: 'memory://',
      logLevel: 'silent',
      indexer: 'off',
      chains,
    },
    { logger: false },
  );
  running.push({ stop: () => server.close() });
  return { server, gateway: (await (await fetch(`${server.url}/v1/profile/gateway`)).json()) as NameGatewayInfo };
}

async function startedDevnet(ports?: [number, number]): Promise<Devnet> {
  const devnet = await startDevnet(ports ? { ports } : {});
  running.push({ stop: () => devnet.stop() });
  return devnet;
}

async function resolverOn(devnet: Devnet, signer: string) {
  const client = createPublicClient({ chain: defineDevnetChain(devnet.chains[0]), transport: http(devnet.chains[0].rpcUrl) });
  const [url, trusted] = await Promise.all([
    client.readContract({ address: resolver, abi: resolverAbi, functionName: 'url' }),
    client.readContract({ address: resolver, abi: resolverAbi, functionName: 'isSigner', args: [signer as Address] }),
  ]);
  return { url, trusted };
}

describe('the devnet resolver set up by the server', () => {
  it('starts while the devnet is down and points the resolver at itself once the devnet is up', async () => {
    const ports: [number, number] = [await freePort(), await freePort()];
    const { gateway } = await start(devnetChainConfigs(ports.map((port) => `http://127.0.0.1:${port}`)));
    const devnet = await startedDevnet(ports);
    await vi.waitFor(async () => expect(await resolverOn(devnet, gateway.signer)).toEqual({ url: gateway.url, trusted: true }), {
      timeout: 30_000,
      interval: 250,
    });
  }, 90_000);

  it('leaves a resolver alone that its key does not own, or that serves another suffix', async () => {
    const devnet = await startedDevnet();
    const rpcUrls = devnet.chains.map((chain) => chain.rpcUrl);
    const strangerKey = devnetChainConfigs(rpcUrls).map((chain) => ({
      ...chain,
      ens: { ...chain.ens, resolverOwnerKey: generatePrivateKey() },
    }));
    const notOwner = await start(strangerKey);
    expect(await resolverOn(devnet, notOwner.gateway.signer)).toEqual({ url: DEVNET_ENS.defaultGatewayUrl, trusted: false });
    const otherSuffix = await start(devnetChainConfigs(rpcUrls), { AIRLOCK_NAME_SUFFIX: 'names.example' });
    expect(otherSuffix.gateway.suffix).toBe('names.example');
    expect(await resolverOn(devnet, otherSuffix.gateway.signer)).toEqual({ url: DEVNET_ENS.defaultGatewayUrl, trusted: false });
    // The devnet's own key, the devnet's suffix: pointed here (startServer waits up to 2 s for it; a loaded machine may take longer).
    const owner = await start(devnetChainConfigs(rpcUrls));
    await vi.waitFor(
      async () => expect(await resolverOn(devnet, owner.gateway.signer)).toEqual({ url: owner.gateway.url, trusted: true }),
      {
        timeout: 30_000,
        interval: 250,
      },
    );
  }, 90_000);
});
