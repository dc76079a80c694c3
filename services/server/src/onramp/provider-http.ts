import { request } from 'undici';
import { readBodyWithin } from '../rpc/upstream-body-reader';

/** A provider's answer is a page of currencies at most. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export class ProviderHttpError extends Error {
  override readonly name = 'ProviderHttpError';
  constructor(
    readonly provider: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${provider} answered HTTP ${status}: ${detail.slice(0, 200)}`);
  }
}

/** A JSON request to a provider's API within `timeoutMs`, its answer bounded in size; any non-2xx is a ProviderHttpError. */
export async function providerJson(
  provider: string,
  url: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string>; timeoutMs: number },
): Promise<unknown> {
  const response = await request(url, {
    method: options.method ?? 'GET',
    headers: { accept: 'application/json', ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  const text = await readBodyWithin(url, response, MAX_ANSWER_BYTES);
  if (response.statusCode < 200 || response.statusCode >= 300) throw new ProviderHttpError(provider, response.statusCode, text);
  return JSON.parse(text) as unknown;
}
