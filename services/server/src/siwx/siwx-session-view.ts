import type { SiwxSessionView } from '@airlock/protocol';
import type { SiwxSessionRecord } from './siwx-session-store';

export function siwxSessionView(session: SiwxSessionRecord): SiwxSessionView {
  return {
    id: session.id,
    account: session.account,
    chainId: session.chainId,
    message: session.message,
    signature: session.signature,
    issuedAt: session.issuedAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    revoked: session.revokedAt !== null,
  };
}
