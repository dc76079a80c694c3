import { AirlockError } from '../errors/airlock-error';
import { HttpStatusError } from './http-status-error';

export const SDK_TYPE = 'airlock';
export const SDK_VERSION = 'react-0.1.0';

export type QueryValue = string | number | boolean | undefined;

export interface ApiClient {
  readonly baseUrl: string;
  readonly projectId: string;
  get<T>(path: string, query?: Record<string, QueryValue>): Promise<T>;
  post<T>(path: string, body: unknown, query?: Record<string, QueryValue>, init?: RequestOptions): Promise<T>;
}

export interface RequestOptions {
  /** Extra headers, e.g. a session's `authorization`. */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  baseUrl: string;
  projectId: string;
  clientId?: string;
  fetch?: typeof fetch;
  /** Told of every failed answer before it is thrown (alerts hang off this). */
  onError?: (error: HttpStatusError) => void;
}

/**
 * The generic HTTP client (spec §7): JSON in and out, `projectId`, `st`, `sv` and `clientId`
 * on every call, 'HTTP status code: {n}' on a non-ok answer.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  const url = (path: string, query: Record<string, QueryValue> = {}) => {
    const target = new URL(path, options.baseUrl);
    const params: Record<string, QueryValue> = {
      projectId: options.projectId,
      st: SDK_TYPE,
      sv: SDK_VERSION,
      clientId: options.clientId,
      ...query,
    };
    for (const [key, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(key, String(value));
    return target.toString();
  };

  const send = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    query?: Record<string, QueryValue>,
    init: RequestOptions = {},
  ): Promise<T> => {
    let response: Response;
    try {
      const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers };
      response = await doFetch(url(path, query), {
        method,
        headers: Object.keys(headers).length === 0 ? undefined : headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      throw new AirlockError('Network error', { code: 'NETWORK_ERROR', cause });
    }
    if (!response.ok) {
      const payload = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
      const error = new HttpStatusError(response.status, payload?.message);
      options.onError?.(error);
      throw error;
    }
    return (await response.json()) as T;
  };

  return {
    baseUrl: options.baseUrl,
    projectId: options.projectId,
    get: (path, query) => send('GET', path, undefined, query),
    post: (path, body, query, init) => send('POST', path, body, query, init),
  };
}
