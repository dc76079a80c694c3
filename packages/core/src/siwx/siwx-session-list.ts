import type { KeyValueStorage } from '../storage/key-value-storage';
import type { SiwxSession } from './siwx-session';

/** Whether two addresses are the same account: eip155 addresses ignore letter case (EIP-55 is a checksum only). */
export function isSameSiwxAccount(chainId: string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b;
}

const namespaceOf = (chainId: string) => chainId.slice(0, chainId.indexOf(':'));

/**
 * Whether a session signs this account in on this network: signed on it, or, when the store lets one signature cover
 * every network (`anyNetwork`), signed on any network of the same namespace.
 */
export function isSessionFor(session: SiwxSession, chainId: string, address: string, { anyNetwork = false } = {}): boolean {
  const network = anyNetwork ? namespaceOf(session.data.chainId) === namespaceOf(chainId) : session.data.chainId === chainId;
  return network && isSameSiwxAccount(chainId, session.data.accountAddress, address);
}

/** Not past the message's Expiration Time, nor the server's `expiresAt` when it gave one. */
export function isSessionLive(session: SiwxSession & { expiresAt?: string }, now = Date.now()): boolean {
  const ends = [session.data.expirationTime, session.expiresAt].filter((time): time is string => time !== undefined);
  return ends.every((time) => timeMs(time) > now);
}

/** A leap second (`…:60Z`, which RFC 3339 allows and Date.parse does not read) counts as the second before it. */
function timeMs(time: string): number {
  return Date.parse(time.replace(/:60(?=(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$)/, ':59'));
}

/** A list of sessions in the client's key-value storage; unreadable or foreign entries are dropped on read. */
export interface SiwxSessionList<T extends SiwxSession> {
  read(): T[];
  write(sessions: T[]): void;
}

export function siwxSessionList<T extends SiwxSession>(storage: KeyValueStorage, key: string): SiwxSessionList<T> {
  return {
    read() {
      const stored = storage.get<unknown>(key);
      return Array.isArray(stored) ? stored.filter((value): value is T => isStoredSession(value)) : [];
    },
    write(sessions) {
      if (sessions.length === 0) storage.remove(key);
      else storage.set(key, sessions);
    },
  };
}

function isStoredSession(value: unknown): boolean {
  const session = value as Partial<SiwxSession> | null;
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.message === 'string' &&
    typeof session.signature === 'string' &&
    typeof session.data?.chainId === 'string' &&
    typeof session.data.accountAddress === 'string'
  );
}
