/** What a valid session token proves. */
export interface VerifiedSession {
  /** CAIP-10 account, e.g. `eip155:1:0xAbC…`. */
  account: string;
  /** The account's address alone, as the wallet signed it (EIP-55 on EVM chains). */
  address: string;
  /** CAIP-2 network the visitor signed in on, e.g. `eip155:1`. */
  chainId: string;
  /** The server's session id: `GET /v1/sessions/{id}` tells whether it was revoked. */
  sessionId: string;
  /** When the session, and the token, end. */
  expiresAt: Date;
}
