import { NftFetchError } from './nft-fetch-error';

export interface DataUri {
  /** Lowercase, without parameters; text/plain when the URI names none (RFC 2397). */
  mediaType: string;
  body: Buffer;
}

/** Decodes a `data:` URI (base64 or percent-encoded), refusing one whose body is over `maxBytes`. */
export function parseDataUri(uri: string, maxBytes: number): DataUri {
  const comma = uri.indexOf(',');
  if (!uri.startsWith('data:') || comma < 0) throw new NftFetchError('UNSUPPORTED_URI', 'malformed data: URI');
  const header = uri
    .slice(5, comma)
    .split(';')
    .map((part) => part.trim());
  const base64 = header.at(-1)?.toLowerCase() === 'base64';
  const mediaType = header[0]?.toLowerCase() || 'text/plain';
  const text = uri.slice(comma + 1);
  // Decoded sizes are at most the encoded text's: check before decoding so a huge URI costs nothing.
  if ((base64 ? Math.floor((text.length * 3) / 4) : text.length) > maxBytes * 3)
    throw new NftFetchError('TOO_LARGE', `the data: URI is over ${maxBytes} bytes`);
  let body: Buffer;
  try {
    body = base64 ? Buffer.from(text, 'base64') : Buffer.from(decodeURIComponent(text), 'utf8');
  } catch {
    throw new NftFetchError('UNSUPPORTED_URI', 'malformed data: URI encoding');
  }
  if (body.length > maxBytes) throw new NftFetchError('TOO_LARGE', `the data: URI is over ${maxBytes} bytes`);
  return { mediaType, body };
}
