import { createPublicClient, http, toHex, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ACCOUNTS, DEVNET_NFT_COLLECTIONS, startDevnet, type Devnet } from '../src/index';
import { airlockDevnetItemsAbi, airlockDevnetPunksAbi, DEVNET_ITEMS, DEVNET_PUNKS } from '../src/browser';
import { findFreePorts } from '../src/free-port';

const PNG_SIGNATURE = '89504e470d0a1a0a';

async function metadataFrom(uri: string): Promise<{ name: string; image: string; attributes: unknown[] }> {
  if (uri.startsWith('data:application/json;base64,')) return JSON.parse(Buffer.from(uri.slice(29), 'base64').toString('utf8'));
  const response = await fetch(uri);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
}

async function imageFrom(uri: string): Promise<{ type: string; bytes: Buffer }> {
  const inline = /^data:([^;,]+);base64,(.*)$/.exec(uri);
  if (inline) return { type: inline[1]!, bytes: Buffer.from(inline[2]!, 'base64') };
  const response = await fetch(uri);
  return { type: response.headers.get('content-type')!, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('the devnet’s NFTs', () => {
  let devnet: Devnet;
  let clients: PublicClient[];
  beforeAll(async () => {
    devnet = await startDevnet();
    clients = devnet.chains.map((chain) => createPublicClient({ transport: http(chain.rpcUrl) }));
  });
  afterAll(async () => {
    await devnet?.stop();
  });

  it('serves metadata from a loopback server on a free port', () => {
    expect(devnet.nftMetadata.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(devnet.nftMetadata.url).toBe(`http://${devnet.nftMetadata.host}`);
  });

  it('mints the punks (ERC-721) to the first accounts on both chains, with data: and http metadata and PNG and SVG images', async () => {
    const { punks } = DEVNET_NFT_COLLECTIONS;
    const sources = new Set<string>();
    const imageTypes = new Set<string>();
    for (const client of clients) {
      expect(await client.readContract({ address: punks.address, abi: airlockDevnetPunksAbi, functionName: 'name' })).toBe(
        'Airlock Devnet Punks',
      );
      for (const punk of DEVNET_PUNKS) {
        const owner = await client.readContract({
          address: punks.address,
          abi: airlockDevnetPunksAbi,
          functionName: 'ownerOf',
          args: [BigInt(punk.tokenId)],
        });
        expect(owner).toBe(DEVNET_ACCOUNTS[punk.holder]!.address);
        const uri = await client.readContract({
          address: punks.address,
          abi: airlockDevnetPunksAbi,
          functionName: 'tokenURI',
          args: [BigInt(punk.tokenId)],
        });
        sources.add(uri.startsWith('data:') ? 'data' : uri.startsWith(devnet.nftMetadata.url) ? 'http' : uri);
        const metadata = await metadataFrom(uri);
        expect(metadata.name).toBe(punk.name);
        expect(metadata.attributes.length).toBeGreaterThan(0);
        const image = await imageFrom(metadata.image);
        imageTypes.add(image.type);
        if (image.type === 'image/png') expect(image.bytes.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
        else expect(image.bytes.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      }
    }
    expect([...sources].sort()).toEqual(['data', 'http']);
    expect([...imageTypes].sort()).toEqual(['image/png', 'image/svg+xml']);
  });

  it('mints the items (ERC-1155) with a {id} metadata template on the metadata server', async () => {
    const { items } = DEVNET_NFT_COLLECTIONS;
    for (const client of clients) {
      for (const item of DEVNET_ITEMS) {
        for (const [holder, amount] of item.balances) {
          const balance = await client.readContract({
            address: items.address,
            abi: airlockDevnetItemsAbi,
            functionName: 'balanceOf',
            args: [BigInt(item.id), DEVNET_ACCOUNTS[holder]!.address],
          });
          expect(balance).toBe(BigInt(amount));
        }
        const template = await client.readContract({
          address: items.address,
          abi: airlockDevnetItemsAbi,
          functionName: 'uri',
          args: [BigInt(item.id)],
        });
        expect(template).toBe(`${devnet.nftMetadata.url}/items/{id}.json`);
        const metadata = await metadataFrom(template.replace('{id}', toHex(item.id, { size: 32 }).slice(2)));
        expect(metadata.name).toBe(item.name);
        const image = await imageFrom(metadata.image);
        expect(image.type).toBe(item.image === 'png' ? 'image/png' : 'image/svg+xml');
      }
    }
  });

  it('serves metadata on the port it is given, so URLs stored in an earlier run still answer', async () => {
    const [port] = await findFreePorts('127.0.0.1', 1);
    const other = await startDevnet({ nftMetadataPort: port });
    try {
      expect(other.nftMetadata.host).toBe(`127.0.0.1:${port}`);
      expect((await fetch(`http://127.0.0.1:${port}/punks/2.json`)).status).toBe(200);
    } finally {
      await other.stop();
    }
  });

  it('answers 404 for paths it does not serve, and stops with the devnet', async () => {
    expect((await fetch(`${devnet.nftMetadata.url}/punks/99.json`)).status).toBe(404);
    const other = await startDevnet();
    await other.stop();
    await expect(fetch(`${other.nftMetadata.url}/items/1.png`)).rejects.toThrow();
  });
});
