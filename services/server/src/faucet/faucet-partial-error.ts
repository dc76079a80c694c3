import type { FaucetResponse } from '@airlock/protocol';

/** Some funds went out before a later transfer failed: the grant has been used and stays used. */
export class FaucetPartialError extends Error {
  override readonly name = 'FaucetPartialError';
  constructor(
    readonly sent: FaucetResponse,
    cause: unknown,
  ) {
    super(`Faucet sent only ${sent.funded.map((entry) => `${entry.amount} ${entry.symbol}`).join(' and ')}`, { cause });
  }
}
