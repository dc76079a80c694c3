import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { NftFetchError } from './nft-fetch-error';
import { isPublicAddress } from './public-address';

export interface PublicFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** `host` or `host:port` entries (lowercase) exempt from the public-address check. */
  allowedHosts: ReadonlySet<string>;
  /** Sent as Accept. */
  accept: string;
  /** Whether a response's media type (lowercase, no parameters) is acceptable. */
  acceptsContentType(mediaType: string): boolean;
}

export interface FetchedResource {
  /** The media type, lowercase, without parameters. */
  contentType: string;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function isAllowedHost(url: URL, allowedHosts: ReadonlySet<string>): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowedHosts.has(host) || allowedHosts.has(`${host}:${port}`);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for the socket that refuses a host any of whose addresses is not public, so the
 * connection goes to the very address that was checked (no second resolution to rebind).
 */
function checkedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  dnsLookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(
        new NftFetchError(
          'REFUSED_HOST',
          `${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not a public address`,
        ) as NodeJS.ErrnoException,
        [],
      );
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

function checkUrl(url: URL, allowed: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new NftFetchError('UNSUPPORTED_URI', `${url.protocol} URLs are not fetched`);
  if (url.username || url.password) throw new NftFetchError('UNSUPPORTED_URI', 'URLs with credentials are not fetched');
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowed && isIP(literal) && !isPublicAddress(literal)) throw new NftFetchError('REFUSED_HOST', `${literal} is not a public address`);
}

function requestOnce(url: URL, options: PublicFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const allowed = isAllowedHost(url, options.allowedHosts);
  checkUrl(url, allowed);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      signal,
      agent: false,
      headers: { accept: options.accept, 'user-agent': 'Airlock-NFT-Fetcher/1' },
      ...(!allowed && { lookup: checkedLookup as never }),
    });
    request.once('response', resolve);
    request.once('error', reject);
  });
}

async function readBounded(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new NftFetchError('TOO_LARGE', `the response is over ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function failure(error: unknown, signal: AbortSignal, timeoutMs: number): NftFetchError {
  if (error instanceof NftFetchError) return error;
  if (signal.aborted) return new NftFetchError('TIMEOUT', `no complete answer within ${timeoutMs} ms`);
  return new NftFetchError('NETWORK', `fetch failed: ${(error as Error).message}`);
}

async function fetchWithin(url: URL, options: PublicFetchOptions, signal: AbortSignal): Promise<FetchedResource> {
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const response = await requestOnce(current, options, signal);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.resume();
      if (redirects >= options.maxRedirects) throw new NftFetchError('TOO_MANY_REDIRECTS', `more than ${options.maxRedirects} redirects`);
      current = new URL(location, current);
      continue;
    }
    if (response.statusCode !== 200) {
      response.resume();
      throw new NftFetchError('HTTP_STATUS', `${current.host} answered HTTP ${response.statusCode}`);
    }
    const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!options.acceptsContentType(contentType)) {
      response.destroy();
      throw new NftFetchError('WRONG_CONTENT_TYPE', `content type "${contentType.slice(0, 100)}" is not accepted`);
    }
    if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
      response.destroy();
      throw new NftFetchError('TOO_LARGE', `the response is over ${options.maxBytes} bytes`);
    }
    return { contentType, body: await readBounded(response, options.maxBytes) };
  }
}

/**
 * GET an http(s) URL on the public internet (or an allowed host): every hop of at most
 * `maxRedirects` redirects is checked, the whole exchange must finish within `timeoutMs`, the
 * body within `maxBytes`, and its content type must be accepted. Throws NftFetchError.
 */
export async function fetchPublicResource(url: string, options: PublicFetchOptions): Promise<FetchedResource> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new NftFetchError('UNSUPPORTED_URI', 'not a URL');
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    return await fetchWithin(parsed, options, signal);
  } catch (error) {
    throw failure(error, signal, options.timeoutMs);
  }
}
