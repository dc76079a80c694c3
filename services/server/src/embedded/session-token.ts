import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes, base64url. Only its hash is stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
