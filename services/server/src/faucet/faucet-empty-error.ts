import { BaseError, InsufficientFundsError } from 'viem';

/** The faucet account cannot pay for a whole grant (amounts and gas), so nothing was sent. */
export class FaucetEmptyError extends Error {
  override readonly name = 'FaucetEmptyError';
  constructor(
    readonly chainId: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`Faucet on ${chainId} cannot pay a whole grant: ${detail}`, options);
  }
}

/** The node refused a faucet transaction because the faucet account cannot pay for it. */
export function isInsufficientFunds(error: unknown): boolean {
  return error instanceof BaseError && error.walk((cause) => cause instanceof InsufficientFundsError) !== null;
}
