import { nftFetchConfigFromEnv } from '../src/nfts/nft-fetch-config';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDevnet, DEVNET_NFT_COLLECTIONS, type Devnet } from '@airlock/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { nftMetadata } from '../src/storage/schema';
import { deadUrl } from './support/scripted-upstream';
import { buildTestServer } from './support/test-server';

const punks = DEVNET_NFT_COLLECTIONS.punks.address.toLowerCase();
const items = DEVNET_NFT_COLLECTIONS.items.address.toLowerCase();
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const PNG_SIGNATURE = '89504e470d0a1a0a';
const elsewhere = `0x${'cd'.repeat(20)}`;

async function serverWith(rpcUrls: string[], allowedHosts: string | undefined): Promise<AirlockServer> {
  return buildTestServer({
    chains: devnetChainConfigs(rpcUrls),
    config: { nftFetch: nftFetchConfigFromEnv({ AIRLOCK_NFT_ALLOWED_HOSTS: allowedHosts }) },
  });
}

describe('GET /v1/nft-image/:chainId/:contract/:tokenId', () => {
  let devnet: Devnet;
  let origin: Server;
  let originHost: string;
  let allowing: AirlockServer;
  let strict: AirlockServer;
  beforeAll(async () => {
    devnet = await startDevnet();
    origin = createServer((request, response) => {
      if (request.url === '/slow.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.write(Buffer.from(PNG_SIGNATURE, 'hex'));
        return; // never ends
      }
      if (request.url === '/huge.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(Buffer.alloc(2 * 1024 * 1024 + 1));
      }
      if (request.url === '/page.html') return response.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
      if (request.url === '/script.svg')
        return response
          .writeHead(200, { 'content-type': 'image/svg+xml' })
          .end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      if (request.url === '/to-private.png') return response.writeHead(302, { location: 'http://192.168.1.1/a.png' }).end();
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    originHost = `127.0.0.1:${(origin.address() as AddressInfo).port}`;
    const rpcUrls = devnet.chains.map((chain) => chain.rpcUrl);
    allowing = await serverWith(rpcUrls, `${devnet.nftMetadata.host},${originHost}`);
    strict = await serverWith(rpcUrls, undefined);
    // Metadata as if fetched earlier, pointing at images the test's origin serves.
    await allowing.deps.database.db.insert(nftMetadata).values(
      ['slow.png', 'huge.png', 'page.html', 'script.svg', 'to-private.png'].map((file, index) => ({
        chainId: 31337,
        contract: elsewhere,
        tokenId: String(index + 1),
        metadata: { name: file, description: null, image: `http://${originHost}/${file}`, attributes: [] },
      })),
    );
    await allowing.deps.database.db.insert(nftMetadata).values({
      chainId: 31337,
      contract: elsewhere,
      tokenId: '100',
      metadata: { name: 'No image', description: null, image: null, attributes: [] },
    });
  });
  afterAll(async () => {
    await allowing?.close();
    await strict?.close();
    origin?.closeAllConnections();
    await new Promise((resolve) => origin?.close(resolve));
    await devnet?.stop();
  });

  const image = (server: AirlockServer, chainId: number | string, contract: string, tokenId: string) =>
    server.app.inject({ url: `/v1/nft-image/${chainId}/${contract}/${tokenId}` });

  it('serves a PNG from http metadata on an allowlisted host, typed and never sniffed', async () => {
    for (const [contract, tokenId] of [
      [punks, '2'],
      [items, '1'],
    ] as const) {
      const response = await image(allowing, 31337, contract, tokenId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.rawPayload.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    }
  });

  it('serves SVG, from http and from a data: URI, under a CSP that allows no script', async () => {
    for (const tokenId of ['1', '3']) {
      const response = await image(allowing, 31337, punks, tokenId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-security-policy']).toBe(SVG_CSP);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toMatch(/^<svg xmlns/);
    }
    const scripted = await image(allowing, 31337, elsewhere, '4');
    expect(scripted.statusCode).toBe(200);
    expect(scripted.headers['content-security-policy']).toBe(SVG_CSP);
  });

  it('answers 404 when there is no such token, no image, or no such chain', async () => {
    expect((await image(allowing, 31337, punks, '99')).statusCode).toBe(404);
    expect((await image(allowing, 31337, `0x${'ef'.repeat(20)}`, '1')).statusCode).toBe(404);
    expect((await image(allowing, 31337, elsewhere, '100')).statusCode).toBe(404);
    expect((await image(allowing, 999, punks, '1')).statusCode).toBe(404);
  });

  it('answers 502 when the origin is refused or bad: not allowlisted, redirect to a private address, too large, not an image', async () => {
    expect((await image(strict, 31337, punks, '2')).statusCode).toBe(502);
    expect((await image(strict, 31337, items, '1')).statusCode).toBe(502);
    for (const tokenId of ['2', '3', '5']) {
      const response = await image(allowing, 31337, elsewhere, tokenId);
      expect(response.statusCode, tokenId).toBe(502);
      expect(response.json()).toMatchObject({ error: 'NFT_ORIGIN_FAILED' });
    }
    // data: metadata and images need no host: the strict server serves those.
    expect((await image(strict, 31337, punks, '1')).statusCode).toBe(200);
  });

  it('answers 503 when the origin or the chain does not answer in time', async () => {
    const slow = await image(allowing, 31337, elsewhere, '1');
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toMatchObject({ error: 'NFT_ORIGIN_UNAVAILABLE' });
    const chainDown = await serverWith([await deadUrl(), await deadUrl()], devnet.nftMetadata.host);
    try {
      expect((await image(chainDown, 31337, punks, '2')).statusCode).toBe(503);
    } finally {
      await chainDown.close();
    }
  }, 20_000);

  it('answers bad parameters with 400', async () => {
    expect((await image(allowing, 'eip155:1', punks, '1')).json().message).toMatch(/chainId must be a decimal chain id/);
    expect((await image(allowing, 31337, '0x1234', '1')).json().message).toMatch(/must be a 0x-prefixed 20-byte hex address/);
    expect((await image(allowing, 31337, punks, '-1')).json().message).toMatch(/tokenId must be a decimal integer/);
    expect((await image(allowing, 31337, punks, '9'.repeat(79))).json().message).toMatch(/tokenId must fit in 256 bits/);
    expect((await image(allowing, 31337, punks, '1x')).statusCode).toBe(400);
  });
});
