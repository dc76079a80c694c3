import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { MasterKey } from '../master-key';

/** Six digits, uniformly drawn. */
export function newEmailCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Bound to the project, address and purpose, so a code for one never verifies another. */
export function hashEmailCode(masterKey: MasterKey, parts: { projectId: string; email: string; purpose: string; code: string }): string {
  return createHmac('sha256', masterKey.derivedKey('email-code-hmac'))
    .update(`airlock email code\n${parts.projectId}\n${parts.email}\n${parts.purpose}\n${parts.code}`)
    .digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
