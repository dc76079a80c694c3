import { randomUUID, verify } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../storage/database';
import { importDevicePublicKey, type DevicePublicKeyInput } from './device-public-key';
import { createEmbeddedSessionStore, type EmbeddedSessionRow } from './embedded-session-store';
import { createEmbeddedUserStore, type EmbeddedUser } from './embedded-user-store';
import { EmbeddedSessionError, SESSION_ERRORS } from './session-errors';
import { hashSessionToken, newSessionToken } from './session-token';
import { canonicalRequest, checkSignedRequestFormat, sha256Hex, type SignedRequest } from './signed-request';

export interface EmbeddedSession {
  id: string;
  userId: string;
  projectId: string;
  /** The frame's device public key (JWK as JSON) the session is bound to. */
  devicePublicKey: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface EmbeddedSessions {
  /** A session for the user, bound to the frame's P-256 public key; the token is returned only here. */
  createSession(input: {
    userId: string;
    projectId: string;
    devicePublicKey: DevicePublicKeyInput;
  }): Promise<{ session: EmbeddedSession; token: string }>;
  /** The session and user a signed request comes from, or an EmbeddedSessionError saying why not. */
  verifySignedRequest(request: SignedRequest, expected?: { projectId?: string }): Promise<{ session: EmbeddedSession; user: EmbeddedUser }>;
  /** Signs the session out; false when it was unknown or already revoked. */
  revokeSession(sessionId: string): Promise<boolean>;
  /** Signs out every other session of the user (its email address changed); returns how many. */
  revokeOtherSessions(userId: string, keptSessionId: string): Promise<number>;
  /** Deletes nonces past replay and sessions expired more than a day ago. */
  pruneExpired(): Promise<{ nonces: number; sessions: number }>;
}

export interface EmbeddedSessionsOptions {
  db: Database;
  log: Pick<FastifyBaseLogger, 'debug'>;
  /** Lifetime of a session (default 7 days). */
  sessionTtlMs?: number;
  /** How far a request's timestamp may be from the server's clock, either way (default 60 s). */
  timestampWindowMs?: number;
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const toSession = (row: EmbeddedSessionRow): EmbeddedSession => ({
  id: row.id,
  userId: row.userId,
  projectId: row.projectId,
  devicePublicKey: row.devicePublicKey,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
});

/** Frame sessions per the trust model: a stolen token alone signs nothing without the frame's key. */
export function createEmbeddedSessions(options: EmbeddedSessionsOptions): EmbeddedSessions {
  const store = createEmbeddedSessionStore(options.db);
  const users = createEmbeddedUserStore(options.db);
  const now = options.now ?? Date.now;
  const ttlMs = options.sessionTtlMs ?? 7 * DAY_MS;
  const windowMs = options.timestampWindowMs ?? 60_000;

  async function verifyOrThrow(request: SignedRequest, expected: { projectId?: string }) {
    const signature = checkSignedRequestFormat(request);
    const skewMs = Number(request.timestamp) - now();
    if (Math.abs(skewMs) > windowMs) throw SESSION_ERRORS.staleTimestamp(skewMs, windowMs);

    const row = await store.findByTokenHash(hashSessionToken(request.sessionToken));
    if (!row || (expected.projectId !== undefined && row.projectId !== expected.projectId)) throw SESSION_ERRORS.notFound();
    if (row.revokedAt) throw SESSION_ERRORS.revoked();
    if (row.expiresAt.getTime() <= now()) throw SESSION_ERRORS.expired();

    const bodySha256 = sha256Hex(request.body);
    if (request.bodySha256 !== undefined && request.bodySha256 !== bodySha256) throw SESSION_ERRORS.bodyHashMismatch();
    const signed = canonicalRequest({
      sessionId: row.id,
      method: request.method,
      path: request.path,
      timestamp: request.timestamp,
      nonce: request.nonce,
      bodySha256,
    });
    const { key } = importDevicePublicKey(JSON.parse(row.devicePublicKey) as JsonWebKey);
    if (!verify('sha256', Buffer.from(signed, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }, signature)) throw SESSION_ERRORS.badSignature();

    // Recorded only once the signature holds, so nobody without the key can use up a nonce. Kept
    // until any timestamp that passes now has left the window.
    if (!(await store.useNonce(row.id, request.nonce, new Date(now() + 2 * windowMs)))) throw SESSION_ERRORS.replayedNonce();

    const user = await users.get(row.userId);
    if (!user) throw SESSION_ERRORS.notFound();
    return { session: toSession(row), user };
  }

  return {
    async createSession({ userId, projectId, devicePublicKey }) {
      const { jwk } = importDevicePublicKey(devicePublicKey);
      const user = await users.get(userId);
      if (!user || user.projectId !== projectId) throw SESSION_ERRORS.userNotFound();
      const token = newSessionToken();
      const createdAt = new Date(now());
      const row = {
        id: randomUUID(),
        userId,
        projectId,
        devicePublicKey: JSON.stringify(jwk),
        tokenHash: hashSessionToken(token),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + ttlMs),
      };
      await store.insert(row);
      options.log.debug({ sessionId: row.id, userId }, 'embedded session created');
      return { session: toSession({ ...row, revokedAt: null }), token };
    },
    async verifySignedRequest(request, expected = {}) {
      try {
        return await verifyOrThrow(request, expected);
      } catch (error) {
        if (error instanceof EmbeddedSessionError)
          options.log.debug({ code: error.code, path: request.path }, 'embedded signed request refused');
        throw error;
      }
    },
    async revokeSession(sessionId) {
      const revoked = await store.revoke(sessionId, new Date(now()));
      if (revoked) options.log.debug({ sessionId }, 'embedded session revoked');
      return revoked;
    },
    async revokeOtherSessions(userId, keptSessionId) {
      const revoked = await store.revokeOthers(userId, keptSessionId, new Date(now()));
      options.log.debug({ userId, revoked }, 'embedded sessions revoked but one');
      return revoked;
    },
    pruneExpired() {
      return store.deleteExpired(new Date(now()), new Date(now() - DAY_MS));
    },
  };
}
