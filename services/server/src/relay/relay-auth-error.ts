/** Close code for a refused relay connection (JWT or project); the reason says what is wrong. */
export const RELAY_UNAUTHORIZED_CLOSE_CODE = 4001;

/** Why a relay connection was refused; its message becomes the WebSocket close reason (kept under 123 bytes). */
export class RelayAuthError extends Error {
  override readonly name = 'RelayAuthError';
  readonly closeCode = RELAY_UNAUTHORIZED_CLOSE_CODE;
  constructor(reason: string) {
    super(`Unauthorized: ${reason}`.slice(0, 120));
  }
}
