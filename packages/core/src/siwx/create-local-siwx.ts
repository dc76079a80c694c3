import { parseSiwxMessage, SiwxMessageError } from '@airlock/protocol';
import { createKeyValueStorage, type KeyValueStorage } from '../storage/key-value-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { SiwxConfig } from './siwx-config';
import { createSiwxMessage } from './siwx-message';
import type { SiwxMessageOptions } from './siwx-message-options';
import { siwxMessageFieldsFor } from './siwx-message-options';
import { generateSiwxNonce } from './siwx-nonce';
import type { SiwxSession } from './siwx-session';
import { isSameSiwxAccount, isSessionFor, isSessionLive, siwxSessionList } from './siwx-session-list';

export interface LocalSiwxOptions extends SiwxMessageOptions {
  /** Where sessions are kept. Default: localStorage under the app prefix (memory where storage is unavailable). */
  storage?: KeyValueStorage;
  /** The visitor must sign in to use the dApp. Default false. */
  required?: boolean;
  /** Default true. */
  signOutOnDisconnect?: boolean;
}

/**
 * Sessions kept in this browser only, with nonces made here. Nothing verifies the signature: the page trusts its
 * own wallet. For sign-ins a backend can trust, use `createServerSiwx`.
 */
export function createLocalSiwx(options: LocalSiwxOptions = {}): SiwxConfig {
  const list = siwxSessionList<SiwxSession>(options.storage ?? createKeyValueStorage(), STORAGE_KEYS.siwxSessions('local'));
  const scope = { anyNetwork: options.anyNetwork ?? false };
  const keep = (session: SiwxSession): SiwxSession => {
    // The text must be a sign-in message and say what `data` says: a session is looked up by its data.
    const signed = parseSiwxMessage(session.message);
    if (signed.chainId !== session.data.chainId || !isSameSiwxAccount(signed.chainId, signed.accountAddress, session.data.accountAddress)) {
      throw new SiwxMessageError('the message is for another account or network than the session’s data', {
        code: 'SIWX_MESSAGE_INVALID_FIELD',
        field: 'accountAddress',
      });
    }
    return {
      data: signed,
      message: session.message,
      signature: session.signature,
      ...(session.cacao !== undefined && { cacao: session.cacao }),
    };
  };

  return {
    async createMessage(input) {
      return createSiwxMessage(siwxMessageFieldsFor(input, generateSiwxNonce(), options));
    },
    async addSession(session) {
      const kept = keep(session);
      const others = list.read().filter((stored) => !isSessionFor(stored, kept.data.chainId, kept.data.accountAddress));
      list.write([...others, kept]);
    },
    async revokeSession(chainId, address) {
      list.write(list.read().filter((stored) => !isSessionFor(stored, chainId, address, scope)));
    },
    async setSessions(sessions) {
      list.write(sessions.map(keep));
    },
    async getSessions(chainId, address) {
      const stored = list.read();
      const live = stored.filter((session) => isSessionLive(session));
      if (live.length !== stored.length) list.write(live);
      return live.filter((session) => isSessionFor(session, chainId, address, scope));
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  };
}
