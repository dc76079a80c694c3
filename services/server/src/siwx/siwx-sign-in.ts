import { randomBytes } from 'node:crypto';
import { parseSiwxMessage, SIWX_MESSAGE_MAX_BYTES, SiwxMessageError, type SiwxMessageFields } from '@airlock/protocol';
import type { ChainClients } from '../blockchain/chain-clients';
import type { Project } from '../projects/project-store';
import { isMessageSignedBy, isSignatureHex } from '../signatures/message-signature';
import type { SignerRecovery } from '../signatures/signer-recovery';
import type { SiwxConfig } from './siwx-config';
import { SIWX_ERRORS } from './siwx-errors';
import { checkSiwxAddress, checkSiwxDomain, checkSiwxTimes, servedChainOf } from './siwx-message-checks';
import type { SiwxSessionRecord, SiwxSessionStore } from './siwx-session-store';
import type { SigningKey, SiwxSigningKeys } from './siwx-signing-keys';
import type { SiwxNonceStore } from './siwx-nonce-store';

const DAY_MS = 24 * 60 * 60_000;

export interface SiwxSignIn {
  /** Verifies the message and its signature for the project, then uses the nonce and stores the session, all or nothing. */
  signIn(project: Project, message: string, signature: string): Promise<{ session: SiwxSessionRecord; key: SigningKey }>;
}

function readMessage(message: string): SiwxMessageFields {
  if (Buffer.byteLength(message, 'utf8') > SIWX_MESSAGE_MAX_BYTES) throw SIWX_ERRORS.messageTooLarge();
  try {
    return parseSiwxMessage(message);
  } catch (error) {
    if (!(error instanceof SiwxMessageError)) throw error;
    if (error.code === 'SIWX_MESSAGE_TOO_LARGE') throw SIWX_ERRORS.messageTooLarge();
    throw SIWX_ERRORS.malformedMessage(error.message);
  }
}

export function createSiwxSignIn(options: {
  chains: ChainClients;
  sessions: SiwxSessionStore;
  nonces: SiwxNonceStore;
  signingKeys: SiwxSigningKeys;
  recovery: SignerRecovery;
  config: Pick<SiwxConfig, 'siwxSessionDays'>;
  now?: () => number;
}): SiwxSignIn {
  const { chains, sessions, nonces, signingKeys, recovery, config } = options;
  const now = options.now ?? Date.now;
  return {
    async signIn(project, message, signature) {
      const fields = readMessage(message);
      if (!isSignatureHex(signature)) throw SIWX_ERRORS.malformedSignature();
      const at = now();
      const times = checkSiwxTimes(fields, at);
      checkSiwxDomain(fields, project.allowedOrigins);
      const chain = servedChainOf(fields, chains);
      const address = checkSiwxAddress(fields);
      // A cheap read first, so a stale or foreign nonce costs no signature check; the write below decides.
      if (!(await nonces.isUsable(fields.nonce, project.id))) throw SIWX_ERRORS.nonceRefused();
      if (!(await isMessageSignedBy(recovery, chain, address, message, signature))) throw SIWX_ERRORS.signatureMismatch();
      const key = await signingKeys.current();
      // The operator's lifetime caps what the message asks for: a token is never good for longer than that.
      const end = Math.min(times.expirationTime ?? Number.POSITIVE_INFINITY, at + config.siwxSessionDays * DAY_MS);
      // Whole seconds, as the token's exp says it: never after the message's expirationTime.
      const expiresAt = Math.floor(end / 1000) * 1000;
      const session = await sessions.createWithNonce(fields.nonce, {
        id: randomBytes(32).toString('base64url'),
        projectId: project.id,
        account: `${fields.chainId}:${address}`,
        chainId: fields.chainId,
        message,
        signature,
        signingKeyId: key.kid,
        issuedAt: new Date(times.issuedAt),
        expiresAt: new Date(expiresAt),
      });
      if (!session) throw SIWX_ERRORS.nonceRefused();
      return { session, key };
    },
  };
}
