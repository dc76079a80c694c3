import { formatUnits } from '../format/format-units';
import type { SendableToken } from './sendable-token';

/** The fee's value in USD at the native currency's price from the balances (0 when no price is known). */
export function networkFeeUsd(fee: bigint, nativeToken: SendableToken | undefined, decimals: number): number {
  if (!nativeToken?.price) return 0;
  return Number(formatUnits(fee, decimals)) * nativeToken.price;
}
