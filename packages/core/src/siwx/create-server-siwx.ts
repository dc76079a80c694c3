import { SIWX_PATHS, type SiwxNonceResponse, type SiwxSessionResponse, type SiwxSessionView } from '@airlock/protocol';
import { createApiClient } from '../api/api-client';
import { HttpStatusError } from '../api/http-status-error';
import { createKeyValueStorage, type KeyValueStorage } from '../storage/key-value-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { SiwxConfig } from './siwx-config';
import { createSiwxMessage } from './siwx-message';
import { type SiwxMessageOptions, siwxMessageFieldsFor } from './siwx-message-options';
import type { ServerSiwxSession, SiwxSession } from './siwx-session';
import { isSessionFor, isSessionLive, siwxSessionList } from './siwx-session-list';

/** How long the server's answer about a kept session is trusted before the next look asks again. */
export const SESSION_RECHECK_MS = 5_000;

export interface ServerSiwxOptions extends SiwxMessageOptions {
  /** The Airlock server, as `apiUrl` of createAirlock. */
  apiUrl: string;
  projectId: string;
  /** Where sessions and their tokens are kept. Default: localStorage under the app prefix. */
  storage?: KeyValueStorage;
  fetch?: typeof fetch;
  /** The visitor must sign in to use the dApp. Default false. */
  required?: boolean;
  /** Default true. */
  signOutOnDisconnect?: boolean;
}

/**
 * Sessions the Airlock server verifies (spec §7): nonces from the server, each signed message checked there and
 * stored with a token the dApp's backend verifies offline. The kept sessions are asked after once per page load,
 * so one revoked elsewhere ends here too.
 */
export function createServerSiwx(options: ServerSiwxOptions): SiwxConfig {
  const api = createApiClient({ baseUrl: options.apiUrl, projectId: options.projectId, fetch: options.fetch });
  const list = siwxSessionList<ServerSiwxSession>(options.storage ?? createKeyValueStorage(), STORAGE_KEYS.siwxSessions('server'));
  const scope = { anyNetwork: options.anyNetwork ?? false };
  const confirmed = new Map<string, { at: number; answer: Promise<boolean> }>();

  const remove = (id: string) => list.write(list.read().filter((stored) => stored.id !== id));

  /**
   * Whether the server still honours the session: an answer is trusted for SESSION_RECHECK_MS, so a session revoked
   * elsewhere (the dApp's backend, another tab) ends here on the next look after that; kept on an outage (asked again later).
   */
  const stillValid = (session: ServerSiwxSession): Promise<boolean> => {
    const asked = confirmed.get(session.id);
    if (asked && Date.now() - asked.at < SESSION_RECHECK_MS) return asked.answer;
    const answer = api.get<SiwxSessionView>(SIWX_PATHS.session(session.id)).then(
      (view) => {
        const valid = !view.revoked && Date.parse(view.expiresAt) > Date.now();
        if (!valid) remove(session.id);
        return valid;
      },
      (error: unknown) => {
        if (error instanceof HttpStatusError && error.status === 404) {
          remove(session.id);
          return false;
        }
        confirmed.delete(session.id);
        return true;
      },
    );
    confirmed.set(session.id, { at: Date.now(), answer });
    return answer;
  };

  const store = async (session: SiwxSession): Promise<ServerSiwxSession> => {
    const answer = await api.post<SiwxSessionResponse>(SIWX_PATHS.sessions, { message: session.message, signature: session.signature });
    const kept: ServerSiwxSession = {
      data: session.data,
      message: answer.message,
      signature: answer.signature,
      id: answer.id,
      token: answer.token,
      expiresAt: answer.expiresAt,
      ...(session.cacao !== undefined && { cacao: session.cacao }),
    };
    confirmed.set(kept.id, { at: Date.now(), answer: Promise.resolve(true) });
    return kept;
  };

  const revoke = async (sessions: ServerSiwxSession[]) => {
    const ids = new Set(sessions.map((session) => session.id));
    list.write(list.read().filter((stored) => !ids.has(stored.id)));
    const revoked = sessions.map((session) =>
      api
        .post(SIWX_PATHS.revoke(session.id), {}, undefined, { headers: { authorization: `Bearer ${session.token}` } })
        .catch((error: unknown) => {
          // Gone already: the visitor is signed out either way.
          if (!(error instanceof HttpStatusError && error.status === 404)) throw error;
        }),
    );
    await Promise.all(revoked);
  };

  return {
    async createMessage(input) {
      const { nonce } = await api.post<SiwxNonceResponse>(SIWX_PATHS.nonces, {});
      return createSiwxMessage(siwxMessageFieldsFor(input, nonce, options));
    },
    async addSession(session) {
      const kept = await store(session);
      // One session per account and network: a new sign-in replaces the one kept before, which the server ends too.
      const stored = list.read();
      const replaced = stored.filter((known) => isSessionFor(known, kept.data.chainId, kept.data.accountAddress));
      list.write([...stored.filter((known) => !replaced.includes(known)), kept]);
      await revoke(replaced).catch((error: unknown) => console.warn('[airlock] a replaced sign-in session could not be revoked', error));
    },
    async revokeSession(chainId, address) {
      await revoke(list.read().filter((stored) => isSessionFor(stored, chainId, address, scope)));
    },
    async setSessions(sessions) {
      const stored = list.read();
      const kept = await Promise.all(
        sessions.map(
          (session) => stored.find((known) => known.message === session.message && known.signature === session.signature) ?? store(session),
        ),
      );
      const keptIds = new Set(kept.map((session) => session.id));
      list.write(kept);
      await revoke(stored.filter((session) => !keptIds.has(session.id)));
    },
    async getSessions(chainId, address) {
      const stored = list.read();
      const live = stored.filter((session) => isSessionLive(session));
      if (live.length !== stored.length) list.write(live);
      const mine = live.filter((session) => isSessionFor(session, chainId, address, scope));
      const valid = await Promise.all(mine.map(stillValid));
      return mine.filter((_, index) => valid[index]);
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  };
}
