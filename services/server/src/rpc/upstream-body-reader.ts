import type { Dispatcher } from 'undici';
import { UpstreamResponseTooLargeError } from './upstream-error';

type Body = Dispatcher.ResponseData['body'];

/** Closes the connection under an answer that will not be read. */
function drop(body: Body): void {
  // undici reports an unfinished body's destruction as an 'error' event; unheard, it would crash the process.
  body.once('error', () => {});
  body.destroy();
}

/**
 * The response body as text, read chunk by chunk and given up as soon as it passes `maxBytes`:
 * the stream is destroyed there, so an oversized answer never sits whole in memory.
 */
export async function readBodyWithin(url: string, response: Dispatcher.ResponseData, maxBytes: number): Promise<string> {
  const { body } = response;
  if (Number(response.headers['content-length']) > maxBytes) {
    drop(body);
    throw new UpstreamResponseTooLargeError(url, maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      drop(body);
      throw new UpstreamResponseTooLargeError(url, maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
