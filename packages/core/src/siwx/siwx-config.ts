import type { SiwxMessage } from './siwx-message';
import type { SiwxSession } from './siwx-session';

/** What a sign-in message is made for: the connected account and its CAIP-2 network. */
export interface SiwxMessageInput {
  accountAddress: string;
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: string;
}

/**
 * Sign in with X (spec §3, §7): the pluggable session store the modal asks after connecting. Airlock ships two,
 * `createLocalSiwx` (the browser's storage only) and `createServerSiwx` (verified by the Airlock server); a dApp may
 * write its own against its backend.
 */
export interface SiwxConfig {
  /**
   * The message to sign for this account and network, with a fresh nonce. For WalletConnect's one-click auth the
   * account is not known yet: `accountAddress` is then the zero address, and the wallet writes in its own.
   */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>;
  /** Keeps a signed session; throws when the store refuses it (a bad signature, a used nonce). */
  addSession(session: SiwxSession): Promise<void>;
  /** Ends the account's sessions on that network. */
  revokeSession(chainId: string, address: string): Promise<void>;
  /** Replaces every kept session (one-click auth signs several networks at once; `[]` signs out everywhere). */
  setSessions(sessions: SiwxSession[]): Promise<void>;
  /** The account's valid sessions on that network; none means the modal asks for a signature. */
  getSessions(chainId: string, address: string): Promise<SiwxSession[]>;
  /** Whether the visitor must sign in to use the dApp (the modal then cannot close without a session). Default false. */
  getRequired?(): boolean;
  /** Revoke the sessions when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean;
}
