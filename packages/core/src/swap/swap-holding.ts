import type { SwapToken } from '@airlock/protocol';
import { NATIVE_TOKEN_KEY, type SendableToken } from '../send/sendable-token';
import { isNativeSwapToken, tokenAccount } from './swap-token-address';

/** What the account holds of a swap token: its balance in the smallest unit and USD per whole token (0 when unknown). */
export interface SwapHolding {
  balance: bigint;
  price: number;
}

/** The account's holding of `token` among its balances on the network (sendableTokens); none held is 0. */
export function swapHolding(token: SwapToken, holdings: readonly SendableToken[]): SwapHolding {
  const key = isNativeSwapToken(token.address) ? NATIVE_TOKEN_KEY : tokenAccount(token.address);
  const held = holdings.find((candidate) => candidate.key === key);
  return { balance: held?.balance ?? 0n, price: held?.price || token.price || 0 };
}
