import type { SiwxMessageFields } from '@airlock/protocol';

/** A sign-in the wallet signed (spec §3, "SIWX session"): the message's fields, its text and the signature over it. */
export interface SiwxSession {
  data: SiwxMessageFields;
  /** The exact text signed (EIP-4361 for eip155, CAIP-122 for the other namespaces). */
  message: string;
  /** 0x-prefixed hex for eip155; the namespace's encoding elsewhere. */
  signature: string;
  /** A CACAO (CAIP-74) when the wallet signed in through WalletConnect's one-click auth. */
  cacao?: unknown;
}

/** A session the Airlock server verified and stored: its id and the token the dApp's backend verifies offline. */
export interface ServerSiwxSession extends SiwxSession {
  id: string;
  /** A JWT (see SiwxSessionResponse in @airlock/protocol) for the dApp's backend. */
  token: string;
  /** ISO 8601: when the server stops honouring the session. */
  expiresAt: string;
}
