import type { RemoteFeatures } from '@airlock/protocol';
import { ProjectNotFoundError, type Project } from '../projects/project-store';
import type { AdminCredentials } from './admin-credentials';
import { AdminApiError } from './admin-api-error';
import type { ProjectAdmin } from './project-admin';

/** A request to a server that answers within this long, or the server is taken to be stuck. */
const REQUEST_TIMEOUT_MS = 15_000;

interface ErrorBody {
  error?: string;
  message?: string;
}

export function unreachable(serverUrl: string, error: unknown): AdminApiError {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const reason =
    (error as Error).name === 'TimeoutError'
      ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
      : (cause?.code ?? cause?.message ?? (error as Error).message);
  return new AdminApiError(`Could not reach the Airlock server at ${serverUrl} (${reason}).`);
}

export function tokenRefused(serverUrl: string, credentials: AdminCredentials | undefined): AdminApiError {
  const message = credentials
    ? `The Airlock server at ${serverUrl} refused the admin token from ${credentials.source}. ` +
      'Set AIRLOCK_ADMIN_TOKEN to the token that server uses (its AIRLOCK_ADMIN_TOKEN, or the admin-token file in its data directory).'
    : `The Airlock server at ${serverUrl} needs its admin token: set AIRLOCK_ADMIN_TOKEN to it ` +
      '(the server prints it on its first start and saves it in the admin-token file of its data directory).';
  return new AdminApiError(message, 401);
}

/** The admin API of a running server (/v1/admin), as a ProjectAdmin. */
export function createAdminApiClient(serverUrl: string, credentials: AdminCredentials | undefined): ProjectAdmin {
  const base = serverUrl.replace(/\/+$/, '');

  /** The parsed JSON answer, or undefined for a 404 naming no project. */
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T | undefined> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
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
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new AdminApiError(
        `The server at ${serverUrl} did not answer like an Airlock server (HTTP ${response.status}, no JSON).`,
        response.status,
      );
    }
    if (response.ok) return json as T;
    const { error, message } = (json ?? {}) as ErrorBody;
    if (response.status === 401) throw tokenRefused(serverUrl, credentials);
    if (response.status === 404 && error === 'PROJECT_NOT_FOUND') return undefined;
    if (response.status === 404) {
      throw new AdminApiError(
        `The server at ${serverUrl} has no admin API (${method} ${path} answered 404): is it an older Airlock server?`,
        404,
      );
    }
    throw new AdminApiError(
      `The Airlock server at ${serverUrl} answered ${response.status}: ${message ?? error ?? 'no reason given'}`,
      response.status,
    );
  };
  const project = (id: string) => `/v1/admin/projects/${encodeURIComponent(id)}`;
  const found = (id: string, result: Project | undefined): Project => {
    if (!result) throw new ProjectNotFoundError(id);
    return result;
  };

  return {
    async create(input) {
      return (await call<Project>('POST', '/v1/admin/projects', input))!;
    },
    get: (id) => call<Project>('GET', project(id)),
    async list() {
      return (await call<{ projects: Project[] }>('GET', '/v1/admin/projects'))!.projects;
    },
    async allowOrigin(id, origin) {
      return found(id, await call<Project>('POST', `${project(id)}/origins`, { origin }));
    },
    async setFeatures(id, features: Partial<RemoteFeatures>) {
      return found(id, await call<Project>('PATCH', `${project(id)}/features`, features));
    },
  };
}
