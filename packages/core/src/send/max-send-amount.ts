import type { SendableToken } from './sendable-token';

/** Everything the visitor can send of `token`: the native currency also pays the network fee. */
export function maxSendAmount(token: SendableToken, fee: bigint | undefined): bigint {
  if (token.address) return token.balance;
  const remaining = token.balance - (fee ?? 0n);
  return remaining > 0n ? remaining : 0n;
}
