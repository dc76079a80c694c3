/** The sandbox treasury cannot pay a purchase and its gas: nothing was signed or sent. */
export class TreasuryEmptyError extends Error {
  override readonly name = 'TreasuryEmptyError';
  constructor(
    readonly network: string,
    readonly detail: string,
  ) {
    super(`The sandbox treasury on ${network} cannot pay this purchase: ${detail}`);
  }
}

/** What the visitor and the order are told: no detail about the treasury's balance. */
export const TREASURY_EMPTY_REASON = 'The sandbox cannot deliver this purchase right now: nothing was charged or sent.';
