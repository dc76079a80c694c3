import { SocialProviderError } from './social-errors';

/** A provider's answers (discovery, keys, tokens, profile) are small; anything larger is refused. */
const MAX_ANSWER_BYTES = 256 * 1024;
const TIMEOUT_MS = 10_000;

/**
 * A request to a provider, answered as JSON (or a form-encoded body, which GitHub's token endpoint
 * sends without `Accept: application/json`). Failures say what went wrong, never what was sent.
 */
export async function providerFetch(
  url: string,
  init: RequestInit & { what: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new SocialProviderError(
      timedOut ? `its ${init.what} did not answer within ${TIMEOUT_MS / 1000} s` : `its ${init.what} could not be reached`,
    );
  }
  const text = await readCapped(response);
  const body = parseBody(text, response.headers.get('content-type') ?? '');
  if (!body) throw new SocialProviderError(`its ${init.what} answered ${response.status} with a body that is not JSON`);
  return { status: response.status, body };
}

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_ANSWER_BYTES) throw new SocialProviderError(`an answer of ${declared} bytes is too large`);
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new SocialProviderError(`an answer over ${MAX_ANSWER_BYTES} bytes is too large`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(text: string, contentType: string): Record<string, unknown> | undefined {
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
