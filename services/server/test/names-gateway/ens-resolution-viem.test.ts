import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEVNET_ADDRESSES, DEVNET_ENS, defineDevnetChain, type Devnet, startDevnet } from '@airlock/devnet';
import type { NameGatewayInfo } from '@airlock/protocol';
import { createPublicClient, createTestClient, type Hex, http, type PublicClient, parseAbi, toFunctionSelector } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ccipRequest } from 'viem/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../src/app/start-server';
import { loadServerConfig } from '../../src/config/server-config';
import { devnetChainConfigs } from '../support/devnet-chain-configs';
import { DEVNET_COIN_TYPE } from './gateway-request';

const resolverAbi = parseAbi(['function url() view returns (string)', 'function isSigner(address) view returns (bool)']);

let devnet: Devnet;
let server: RunningServer;
let dataDir: string;
let client: PublicClient;
let gateway: NameGatewayInfo;
const alice = privateKeyToAccount(generatePrivateKey()).address;
const avatar = 'https://names.example/alice.png';

beforeAll(async () => {
  [devnet, dataDir] = await Promise.all([startDevnet(), mkdtemp(join(tmpdir(), 'airlock-names-gateway-'))]);
  server = await startServer(
    {
      ...loadServerConfig({ AIRLOCK_MASTER_KEY: randomBytes(32).toString('hex'), AIRLOCK_DATA_DIR: dataDir }),
      host: '127.0.0.1',
      port: 0,
      framePort: 0,
      databaseUrl: 'memory://',
      logLevel: 'silent',
      indexer: 'off',
      chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)),
    },
    { logger: false },
  );
  gateway = (await (await fetch(`${server.url}/v1/profile/gateway`)).json()) as NameGatewayInfo;
  const [l1] = devnet.chains;
  client = createPublicClient({ chain: defineDevnetChain(l1), transport: http(l1.rpcUrl) });
}, 90_000);

afterAll(async () => {
  await server?.close();
  await devnet?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('ENS resolution of Airlock names with viem alone', () => {
  it('finds the devnet’s offchain resolver pointed at this server’s gateway and signer once it has started', async () => {
    expect(gateway).toEqual({
      suffix: DEVNET_ENS.suffix,
      url: `${server.url}/v1/profile/gateway/{sender}/{data}.json`,
      signer: expect.any(String),
    });
    for (const chain of devnet.chains) {
      const chainClient = createPublicClient({ chain: defineDevnetChain(chain), transport: http(chain.rpcUrl) });
      const address = DEVNET_ADDRESSES.ensOffchainResolver;
      // startServer waits up to 2 s for it; a loaded machine may take longer.
      await vi.waitFor(
        async () => {
          expect(await chainClient.readContract({ address, abi: resolverAbi, functionName: 'url' })).toBe(gateway.url);
          expect(
            await chainClient.readContract({ address, abi: resolverAbi, functionName: 'isSigner', args: [gateway.signer as Hex] }),
          ).toBe(true);
        },
        { timeout: 30_000, interval: 250 },
      );
    }
  });

  it('resolves a registered name forward, reverse and its avatar through CCIP-read to the server', async () => {
    expect(await client.getEnsAddress({ name: 'alice.airlock.id' })).toBeNull();
    await server.deps.names.register({ label: 'alice', coinType: DEVNET_COIN_TYPE, address: alice, attributes: { avatar } });
    expect(await client.getEnsAddress({ name: 'alice.airlock.id' })).toBe(alice);
    expect(await client.getEnsAddress({ name: 'alice.airlock.id', coinType: BigInt(DEVNET_COIN_TYPE) })).toBe(alice.toLowerCase());
    expect(await client.getEnsName({ address: alice })).toBe('alice.airlock.id');
    expect(await client.getEnsName({ address: alice, coinType: BigInt(DEVNET_COIN_TYPE) })).toBe('alice.airlock.id');
    expect(await client.getEnsText({ name: 'alice.airlock.id', key: 'avatar' })).toBe(avatar);
    expect(await client.getEnsText({ name: 'alice.airlock.id', key: 'com.twitter' })).toBeNull();
  });

  it('answers null for a name nobody registered and an address without a name', async () => {
    expect(await client.getEnsAddress({ name: 'nobody-here.airlock.id' })).toBeNull();
    expect(await client.getEnsText({ name: 'nobody-here.airlock.id', key: 'avatar' })).toBeNull();
    expect(await client.getEnsName({ address: privateKeyToAccount(generatePrivateKey()).address })).toBeNull();
  });

  it('still resolves the devnet’s on-chain name beside the gateway’s', async () => {
    expect(await client.getEnsAddress({ name: DEVNET_ENS.onchainName.name })).toBe(DEVNET_ENS.onchainName.address);
    expect(await client.getEnsName({ address: DEVNET_ENS.onchainName.address })).toBe(DEVNET_ENS.onchainName.name);
  });

  it('refuses an answer whose signature was tampered with on the way', async () => {
    const tampering = createPublicClient({
      chain: client.chain,
      transport: http(devnet.chains[0].rpcUrl),
      ccipRead: {
        async request(parameters) {
          const answer = await ccipRequest(parameters);
          if (!parameters.urls[0]?.startsWith(server.url)) return answer;
          // The last signature byte is its v (27 or 28): another v recovers another signer.
          return `${answer.slice(0, -64)}${answer.slice(-64, -62) === '1b' ? '1c' : '1b'}${answer.slice(-62)}` as Hex;
        },
      },
    });
    await expect(tampering.getEnsAddress({ name: 'alice.airlock.id' })).rejects.toThrow(toFunctionSelector('InvalidSignature()'));
  });

  it('refuses an answer that expired before the chain read it', async () => {
    const anvil = createTestClient({ mode: 'anvil', chain: client.chain, transport: http(devnet.chains[0].rpcUrl) });
    const before = await client.getBlock();
    // The gateway signs for five minutes; the chain's clock is moved past that.
    await anvil.increaseTime({ seconds: 600 });
    await anvil.mine({ blocks: 1 });
    expect((await client.getBlock()).timestamp).toBeGreaterThanOrEqual(before.timestamp + 600n);
    await expect(client.getEnsAddress({ name: 'alice.airlock.id' })).rejects.toThrow(toFunctionSelector('SignatureExpired(uint64)'));
  });
});
