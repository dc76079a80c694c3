/** A sandbox checkout not paid within this is closed: its quote's rates are long stale. */
export const SANDBOX_CHECKOUT_LIFETIME_MS = 60 * 60_000;
export const CHECKOUT_EXPIRED_REASON = 'The checkout expired before it was paid: nothing was charged.';
