import { createHmac, hkdfSync } from 'node:crypto';
import { inspect } from 'node:util';
import { ConfigError } from '../config/config-error';

export const MASTER_KEY_BYTES = 32;

/**
 * What a key derived from the master key is for: each use gets its own, so AES-GCM and HMAC never
 * share a key.
 */
export type MasterKeyPurpose = 'embedded-key-seal' | 'email-code-hmac' | 'social-client-secret' | 'onramp-quote-hmac';

/**
 * The 32-byte key that encrypts every embedded-wallet key at rest. Its bytes are reachable only
 * through `bytes()`; printing, JSON or logging the object shows its id, never the key.
 */
export class MasterKey {
  readonly #bytes: Buffer;
  /** A fingerprint stored with each encrypted key, so a key sealed under another master key is named as such. */
  readonly id: string;

  constructor(bytes: Uint8Array) {
    if (bytes.length !== MASTER_KEY_BYTES) throw new ConfigError(`A master key must be ${MASTER_KEY_BYTES} bytes, not ${bytes.length}`);
    this.#bytes = Buffer.from(bytes);
    this.id = createHmac('sha256', this.#bytes).update('airlock master key id').digest('hex').slice(0, 16);
  }

  readonly #derived = new Map<MasterKeyPurpose, Buffer>();

  bytes(): Buffer {
    return this.#bytes;
  }

  /** HKDF-SHA256 of the master key for one purpose (32 bytes), made once. */
  derivedKey(purpose: MasterKeyPurpose): Buffer {
    let key = this.#derived.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.#bytes, 'airlock master key', `airlock ${purpose} v1`, MASTER_KEY_BYTES));
      this.#derived.set(purpose, key);
    }
    return key;
  }

  toJSON(): string {
    return `[MasterKey ${this.id}]`;
  }

  toString(): string {
    return this.toJSON();
  }

  [inspect.custom](): string {
    return this.toJSON();
  }
}

const HEX = /^[0-9a-fA-F]{64}$/;
const BASE64 = /^[A-Za-z0-9+/_-]{43}=?$/;

/** `raw` as 64 hex characters or the base64 (or base64url) of 32 bytes; anything else is a ConfigError naming `name`. */
export function parseMasterKey(raw: string, name = 'AIRLOCK_MASTER_KEY'): MasterKey {
  const value = raw.trim();
  if (HEX.test(value)) return new MasterKey(Buffer.from(value, 'hex'));
  if (BASE64.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === MASTER_KEY_BYTES) return new MasterKey(bytes);
  }
  throw new ConfigError(
    `${name} must be 32 bytes written as 64 hex characters or as base64 (44 characters); ` +
      `got ${value.length} characters. Make one with: openssl rand -hex 32`,
  );
}
