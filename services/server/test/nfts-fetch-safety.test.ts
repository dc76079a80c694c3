import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFT_FETCH_LIMITS, nftFetchConfigFromEnv, type NftFetchConfig } from '../src/nfts/nft-fetch-config';
import { NftFetchError } from '../src/nfts/nft-fetch-error';
import { isPublicAddress } from '../src/nfts/public-address';
import { fetchNftResource } from '../src/nfts/nft-resource-fetcher';
import { tokenUriLocation } from '../src/nfts/token-uri-location';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A local origin whose answers each test scripts by path. */
function startOrigin(routes: Record<string, Handler>): Promise<{ server: Server; host: string; url: string }> {
  const server = createServer((request, response) => {
    const handler = routes[request.url ?? ''];
    if (handler) handler(request, response);
    else response.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ server, host, url: `http://${host}` });
    }),
  );
}

const json =
  (body: string, type = 'application/json'): Handler =>
  (_request, response) =>
    response.writeHead(200, { 'content-type': type }).end(body);

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(NftFetchError);
  return (error as NftFetchError).code;
}

describe('NFT fetch safety', () => {
  let origin: Awaited<ReturnType<typeof startOrigin>>;
  let allowed: NftFetchConfig;
  let strict: NftFetchConfig;
  let connections = 0;
  beforeAll(async () => {
    origin = await startOrigin({
      '/meta.json': json('{"name":"Local","image":"http://x/y.png"}'),
      '/meta-charset.json': json('{"name":"Charset"}', 'application/json; charset=utf-8'),
      '/html': json('<html></html>', 'text/html'),
      '/big.json': json(`{"name":"${'a'.repeat(NFT_FETCH_LIMITS.maxMetadataBytes)}"}`),
      '/big-chunked.json': (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        for (let i = 0; i < 80; i++) response.write('x'.repeat(1024));
        response.end();
      },
      '/slow.json': (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"name":');
        // Never finishes within the test's time limit.
        setTimeout(() => response.end('"late"}'), 3_000).unref();
      },
      '/to-private': (_request, response) => response.writeHead(302, { location: 'http://10.1.2.3/meta.json' }).end(),
      '/to-metadata-service': (_request, response) =>
        response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data' }).end(),
      '/to-self': (_request, response) => response.writeHead(302, { location: '/meta.json' }).end(),
      '/loop': (_request, response) => response.writeHead(302, { location: '/loop' }).end(),
      '/pixel.png': json('\x89PNG\r\n\x1a\nfake', 'image/png'),
      '/pixel.svg': json('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'),
      '/script.js': json('alert(1)', 'application/javascript'),
    });
    origin.server.on('connection', () => connections++);
    allowed = { ...nftFetchConfigFromEnv({ AIRLOCK_NFT_ALLOWED_HOSTS: origin.host }), timeoutMs: 500 };
    strict = { ...nftFetchConfigFromEnv({}), timeoutMs: 500 };
  });
  afterAll(async () => {
    origin.server.closeAllConnections();
    await new Promise((resolve) => origin.server.close(resolve));
  });

  it('has the documented limits: 64 KiB metadata, 2 MiB images, 5 s, 3 redirects; no allowlist or IPFS gateway by default', () => {
    expect(NFT_FETCH_LIMITS).toEqual({ maxMetadataBytes: 65_536, maxImageBytes: 2_097_152, timeoutMs: 5_000, maxRedirects: 3 });
    const config = nftFetchConfigFromEnv({});
    expect(config.allowedHosts.size).toBe(0);
    expect(config.ipfsGateway).toBeUndefined();
    expect([...nftFetchConfigFromEnv({ AIRLOCK_NFT_ALLOWED_HOSTS: ' Meta.Local:8080 , cdn.example ' }).allowedHosts]).toEqual([
      'meta.local:8080',
      'cdn.example',
    ]);
  });

  it('tells public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.9.9.9',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'ff02::1',
      'not an ip',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('fetches metadata from an allowlisted loopback host', async () => {
    const resource = await fetchNftResource(`${origin.url}/meta.json`, 'metadata', allowed);
    expect(resource.contentType).toBe('application/json');
    expect(JSON.parse(resource.body.toString())).toMatchObject({ name: 'Local' });
    expect((await fetchNftResource(`${origin.url}/meta-charset.json`, 'metadata', allowed)).contentType).toBe('application/json');
  });

  it('refuses a loopback host that is not allowlisted, by IP and by name, without connecting', async () => {
    const before = connections;
    expect(await refusal(fetchNftResource(`${origin.url}/meta.json`, 'metadata', strict))).toBe('REFUSED_HOST');
    expect(await refusal(fetchNftResource(`${origin.url.replace('127.0.0.1', 'localhost')}/meta.json`, 'metadata', strict))).toBe(
      'REFUSED_HOST',
    );
    expect(await refusal(fetchNftResource(`http://[::1]:${origin.host.split(':')[1]}/meta.json`, 'metadata', strict))).toBe('REFUSED_HOST');
    expect(await refusal(fetchNftResource(`http://[::ffff:127.0.0.1]:${origin.host.split(':')[1]}/meta.json`, 'metadata', strict))).toBe(
      'REFUSED_HOST',
    );
    expect(connections).toBe(before);
  });

  it('allowlists a host:port entry only for that port', async () => {
    const otherPort = { ...strict, allowedHosts: new Set(['127.0.0.1:1']) };
    expect(await refusal(fetchNftResource(`${origin.url}/meta.json`, 'metadata', otherPort))).toBe('REFUSED_HOST');
    const anyPort = { ...strict, allowedHosts: new Set(['127.0.0.1']) };
    expect((await fetchNftResource(`${origin.url}/meta.json`, 'metadata', anyPort)).contentType).toBe('application/json');
  });

  it('refuses private, link-local and cloud metadata addresses', async () => {
    for (const url of [
      'http://10.0.0.1/x.json',
      'http://192.168.0.10/x.json',
      'http://172.20.0.1/x.json',
      'http://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/x.json',
      'http://0.0.0.0/x.json',
    ]) {
      expect(await refusal(fetchNftResource(url, 'metadata', allowed)), url).toBe('REFUSED_HOST');
    }
  });

  it('checks every redirect: to a private address is refused, to an allowed host is followed, more than 3 is refused', async () => {
    expect(await refusal(fetchNftResource(`${origin.url}/to-private`, 'metadata', allowed))).toBe('REFUSED_HOST');
    expect(await refusal(fetchNftResource(`${origin.url}/to-metadata-service`, 'metadata', allowed))).toBe('REFUSED_HOST');
    expect(JSON.parse((await fetchNftResource(`${origin.url}/to-self`, 'metadata', allowed)).body.toString())).toMatchObject({
      name: 'Local',
    });
    expect(await refusal(fetchNftResource(`${origin.url}/loop`, 'metadata', allowed))).toBe('TOO_MANY_REDIRECTS');
  });

  it('refuses oversized answers, announced or streamed', async () => {
    expect(await refusal(fetchNftResource(`${origin.url}/big.json`, 'metadata', allowed))).toBe('TOO_LARGE');
    expect(await refusal(fetchNftResource(`${origin.url}/big-chunked.json`, 'metadata', allowed))).toBe('TOO_LARGE');
    const hugeDataUri = `data:application/json;base64,${Buffer.alloc(NFT_FETCH_LIMITS.maxMetadataBytes + 1, 32).toString('base64')}`;
    expect(await refusal(fetchNftResource(hugeDataUri, 'metadata', allowed))).toBe('TOO_LARGE');
  });

  it('refuses content types other than JSON for metadata and png, jpeg, gif, webp, svg for images', async () => {
    expect(await refusal(fetchNftResource(`${origin.url}/html`, 'metadata', allowed))).toBe('WRONG_CONTENT_TYPE');
    expect(await refusal(fetchNftResource(`${origin.url}/meta.json`, 'image', allowed))).toBe('WRONG_CONTENT_TYPE');
    expect(await refusal(fetchNftResource(`${origin.url}/script.js`, 'image', allowed))).toBe('WRONG_CONTENT_TYPE');
    expect(await refusal(fetchNftResource('data:text/html;base64,PHNjcmlwdD4=', 'image', allowed))).toBe('WRONG_CONTENT_TYPE');
    expect((await fetchNftResource(`${origin.url}/pixel.png`, 'image', allowed)).contentType).toBe('image/png');
    expect((await fetchNftResource(`${origin.url}/pixel.svg`, 'image', allowed)).contentType).toBe('image/svg+xml');
  });

  it('gives up on a slow origin at the time limit', async () => {
    const startedAt = Date.now();
    expect(await refusal(fetchNftResource(`${origin.url}/slow.json`, 'metadata', allowed))).toBe('TIMEOUT');
    expect(Date.now() - startedAt).toBeLessThan(1_500);
  });

  it('reads data: URIs, base64 or percent-encoded', async () => {
    const encoded = await fetchNftResource(`data:application/json,${encodeURIComponent('{"name":"Plain é"}')}`, 'metadata', strict);
    expect(JSON.parse(encoded.body.toString())).toEqual({ name: 'Plain é' });
    const base64 = await fetchNftResource(
      `data:application/json;base64,${Buffer.from('{"name":"B"}').toString('base64')}`,
      'metadata',
      strict,
    );
    expect(JSON.parse(base64.body.toString())).toEqual({ name: 'B' });
  });

  it('puts the ERC-1155 id in {id} and maps ipfs:// only through a configured gateway', () => {
    expect(tokenUriLocation('https://x.example/{id}.json', 10n, strict)).toBe(`https://x.example/${'0'.repeat(62)}0a.json`);
    expect(() => tokenUriLocation('ipfs://bafy/1.json', 1n, strict)).toThrow(NftFetchError);
    expect(tokenUriLocation('ipfs://bafy/1.json', 1n, { ipfsGateway: 'https://gw.example/ipfs/' })).toBe(
      'https://gw.example/ipfs/bafy/1.json',
    );
    expect(() => tokenUriLocation('file:///etc/passwd', 1n, strict)).toThrow(NftFetchError);
  });
});
