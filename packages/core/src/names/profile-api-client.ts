import type {
  AccountNameRecord,
  IdentityResponse,
  NameSuggestionsResponse,
  RegisterNameRequest,
  ReverseNamesResponse,
} from '@airlock/protocol';
import { createApiClient, type ApiClient } from '../api/api-client';
import { HttpStatusError } from '../api/http-status-error';

/** The server's identity and name routes (spec §7), typed. Errors are the api client's (HttpStatusError, 'Network error'). */
export interface ProfileApi {
  identity(address: string, query: { chainId: string; sender?: string }): Promise<IdentityResponse>;
  reverse(address: string): Promise<ReverseNamesResponse>;
  suggestions(label: string, zone: string): Promise<NameSuggestionsResponse>;
  /** The record of a full name, or undefined when the server has none (404). */
  account(name: string): Promise<AccountNameRecord | undefined>;
  register(request: RegisterNameRequest): Promise<AccountNameRecord>;
}

const segment = (value: string) => encodeURIComponent(value);

/**
 * The name routes of `server`'s API, without its alert banner: the names views say what failed in their own words, and
 * a failed identity lookup falls back quietly.
 */
export function profileApi(server: ApiClient): ProfileApi {
  const api = createApiClient({ baseUrl: server.baseUrl, projectId: server.projectId });
  return {
    identity: (address, query) => api.get<IdentityResponse>(`/v1/identity/${segment(address)}`, query),
    reverse: (address) => api.get<ReverseNamesResponse>(`/v1/profile/reverse/${segment(address)}`),
    suggestions: (label, zone) => api.get<NameSuggestionsResponse>(`/v1/profile/suggestions/${segment(label)}`, { zone }),
    async account(name) {
      try {
        return await api.get<AccountNameRecord>(`/v1/profile/account/${segment(name)}`);
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 404) return undefined;
        throw error;
      }
    },
    register: (request) => api.post<AccountNameRecord>('/v1/profile/account', request),
  };
}
