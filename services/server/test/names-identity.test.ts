import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEVNET_ADDRESSES, DEVNET_ENS, DEVNET_NFT_COLLECTIONS, defineDevnetChain, startDevnet, type Devnet } from '@airlock/devnet';
import { createPublicClient, createTestClient, createWalletClient, http, namehash, parseAbi } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { loadServerConfig } from '../src/config/server-config';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { freePort } from './support/free-port';
import { buildTestServer } from './support/test-server';
import { freshAccount, namesClient, uniqueLabel } from './names-harness';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PNG_DATA_URI = `data:image/png;base64,${PNG.toString('base64')}`;
const BASE = 'http://localhost:80';

describe('identity from the name registry and ENS', () => {
  let devnet: Devnet;
  let images: Server;
  let imagesUrl: string;
  let server: AirlockServer;
  let names: ReturnType<typeof namesClient>;
  beforeAll(async () => {
    devnet = await startDevnet();
    images = createServer((request, response) => {
      if (request.url === '/avatar.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      else if (request.url === '/huge.png') response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(3 * 1024 * 1024));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
    imagesUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    const nftFetch = loadServerConfig({ AIRLOCK_NFT_ALLOWED_HOSTS: '127.0.0.1' }).nftFetch;
    server = await buildTestServer({ chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)), config: { nftFetch } });
    names = namesClient(server);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => images?.close(resolve));
    await devnet?.stop();
  });

  const identity = async (address: string, query = '&chainId=eip155:31337') => {
    const response = await names.get(`/v1/identity/${address}?sender=${freshAccount().address}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { name: string | null; avatar: string | null };
  };

  it('answers a registered name and its avatar at once after registration, the avatar served by this server', async () => {
    const account = freshAccount();
    expect(await identity(account.address)).toEqual({ name: null, avatar: null });
    const name = `${uniqueLabel('pic')}.airlock.id`;
    expect((await names.register(account, name, { attributes: { avatar: PNG_DATA_URI } })).statusCode).toBe(201);
    const found = await identity(account.address.toLowerCase());
    expect(found).toEqual({ name, avatar: `${BASE}/v1/profile/avatar/${name}` });
    expect(await identity(account.address, '')).toEqual(found);
    const image = await server.app.inject({ method: 'GET', url: new URL(found.avatar!).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves an https avatar through the image fetch rules, and refuses one over the size limit', async () => {
    const small = freshAccount();
    const smallName = `${uniqueLabel('web')}.airlock.id`;
    await names.register(small, smallName, { attributes: { avatar: `${imagesUrl}/avatar.png` } });
    const { avatar } = await identity(small.address);
    const image = await server.app.inject({ method: 'GET', url: new URL(avatar!).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const huge = freshAccount();
    const hugeName = `${uniqueLabel('huge')}.airlock.id`;
    await names.register(huge, hugeName, { attributes: { avatar: `${imagesUrl}/huge.png` } });
    const refused = await server.app.inject({ method: 'GET', url: `/v1/profile/avatar/${hugeName}` });
    expect(refused.statusCode).toBe(502);
    expect((await server.app.inject({ method: 'GET', url: `/v1/profile/avatar/${uniqueLabel('none')}.airlock.id` })).statusCode).toBe(404);
  });

  it('points an NFT avatar (ENSIP-12) at the NFT image route', async () => {
    const account = freshAccount();
    const name = `${uniqueLabel('nft')}.airlock.id`;
    const contract = DEVNET_NFT_COLLECTIONS.punks.address;
    await names.register(account, name, { attributes: { avatar: `eip155:31337/erc721:${contract}/1` } });
    const nftImage = `/v1/nft-image/31337/${contract.toLowerCase()}/1`;
    expect(await identity(account.address)).toEqual({ name, avatar: `${BASE}${nftImage}` });
    const redirected = await server.app.inject({ method: 'GET', url: `/v1/profile/avatar/${name}` });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe(nftImage);
  });

  it("answers the devnet deployer's ENS primary name (devnet.eth) and its avatar record from the chain", async () => {
    const { name, address } = DEVNET_ENS.onchainName;
    // The deployer owns devnet.eth: anvil lets the test send as it to set the name's avatar in the public resolver.
    const anvil = createTestClient({ mode: 'anvil', transport: http(devnet.chains[0]!.rpcUrl) });
    await anvil.impersonateAccount({ address });
    const wallet = createWalletClient({
      account: address,
      chain: defineDevnetChain(devnet.chains[0]!),
      transport: http(devnet.chains[0]!.rpcUrl),
    });
    const hash = await wallet.writeContract({
      address: DEVNET_ADDRESSES.ensPublicResolver,
      abi: parseAbi(['function setText(bytes32 node, string key, string value)']),
      functionName: 'setText',
      args: [namehash(name), 'avatar', PNG_DATA_URI],
    });
    await createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) }).waitForTransactionReceipt({ hash });
    await anvil.stopImpersonatingAccount({ address });
    const found = await identity(address);
    expect(found).toEqual({ name, avatar: `${BASE}/v1/profile/avatar/${name}?chainId=31337` });
    const image = await server.app.inject({ method: 'GET', url: found.avatar!.slice(BASE.length) });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers bad input with 400', async () => {
    expect((await names.get('/v1/identity/0xnope')).statusCode).toBe(400);
    expect((await names.get(`/v1/identity/${freshAccount().address}?sender=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await names.get(`/v1/identity/${freshAccount().address}?chainId=${'1'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('answers from its cache with the database down, 503 for the rest, and the registry when the chain is down', async () => {
    const deadRpc = `http://127.0.0.1:${await freePort()}`;
    const alone = await buildTestServer({ chains: devnetChainConfigs([deadRpc, deadRpc]) });
    try {
      const client = namesClient(alone);
      const account = freshAccount();
      const name = `${uniqueLabel('solo')}.airlock.id`;
      await alone.deps.names.register({ label: name.split('.')[0]!, coinType: 60, address: account.address, attributes: {} });
      // The chain's node is down: the registry's answer still goes out.
      const answer = await client.get(`/v1/identity/${account.address}?chainId=eip155:31337`);
      expect(answer.json()).toEqual({ name, avatar: null });
      await alone.deps.database.close();
      expect((await client.get(`/v1/identity/${account.address}?chainId=eip155:31337`)).json()).toEqual({ name, avatar: null });
      expect((await client.get(`/v1/identity/${freshAccount().address}?chainId=eip155:31337`)).statusCode).toBe(503);
      for (const path of [`/v1/profile/account/${name}`, '/v1/profile/suggestions/someone', `/v1/profile/reverse/${account.address}`]) {
        expect((await client.get(path)).statusCode, path).toBe(503);
      }
      expect((await client.register(freshAccount(), `${uniqueLabel('down')}.airlock.id`)).statusCode).toBe(503);
    } finally {
      await alone.close().catch(() => undefined);
    }
  });
});
