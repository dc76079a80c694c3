import type { SpamToken, SpamTokenStore } from '../account-history/spam-token-store';
import type { AdminCredentials } from './admin-credentials';
import { AdminApiError } from './admin-api-error';
import { tokenRefused, unreachable } from './admin-api-client';

const REQUEST_TIMEOUT_MS = 15_000;

/** The spam list of a running server, through its admin API (/v1/admin/spam-tokens), as the store's own interface. */
export function createSpamAdminApiClient(serverUrl: string, credentials: AdminCredentials | undefined): SpamTokenStore {
  const base = `${serverUrl.replace(/\/+$/, '')}/v1/admin/spam-tokens`;
  const call = async (method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> => {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          ...(credentials ? { authorization: `Bearer ${credentials.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw unreachable(serverUrl, error);
    }
    const json: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    const { error, message } = (json ?? {}) as { error?: string; message?: string };
    if (response.ok || error === 'SPAM_TOKEN_NOT_FOUND') return { status: response.status, json };
    if (response.status === 401) throw tokenRefused(serverUrl, credentials);
    if (response.status === 404)
      throw new AdminApiError(
        `The server at ${serverUrl} has no spam list (${method} ${new URL(url).pathname} answered 404): is it an older Airlock server?`,
        404,
      );
    throw new AdminApiError(
      `The Airlock server at ${serverUrl} answered ${response.status}: ${message ?? error ?? 'no reason given'}`,
      response.status,
    );
  };
  return {
    async list(chainId) {
      const { json } = await call('GET', chainId === undefined ? base : `${base}?chainId=${chainId}`);
      return (json as { tokens: SpamToken[] }).tokens;
    },
    async add(token) {
      const { status, json } = await call('POST', base, token);
      return { token: json as SpamToken, added: status === 201 };
    },
    async remove(chainId, address) {
      const { status } = await call('DELETE', `${base}/${chainId}/${address}`);
      return status === 204;
    },
  };
}
