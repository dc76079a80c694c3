import type { SwapToken } from '@airlock/protocol';
import type { SendableToken } from '../send/sendable-token';
import { suggestedSwapTokens } from './suggested-swap-tokens';
import { swapHolding } from './swap-holding';
import { tokenAccount } from './swap-token-address';

/**
 * The picker's list: tokens matching `query` (name or symbol containing it, any case, or an address starting with it),
 * the suggested ones first (spec §9), then those the account holds, then the rest by symbol.
 */
export function searchSwapTokens(tokens: readonly SwapToken[], query: string, holdings: readonly SendableToken[]): SwapToken[] {
  const wanted = query.trim().toLowerCase();
  const matches = (token: SwapToken) =>
    !wanted ||
    token.symbol.toLowerCase().includes(wanted) ||
    token.name.toLowerCase().includes(wanted) ||
    (wanted.startsWith('0x') && tokenAccount(token.address).startsWith(wanted)) ||
    token.address.toLowerCase() === wanted;
  const suggested = suggestedSwapTokens(tokens);
  const rank = (token: SwapToken) => {
    const place = suggested.indexOf(token);
    if (place >= 0) return place;
    return swapHolding(token, holdings).balance > 0n ? suggested.length : suggested.length + 1;
  };
  return tokens
    .filter(matches)
    .map((token) => ({ token, rank: rank(token) }))
    .sort((a, b) => a.rank - b.rank || a.token.symbol.localeCompare(b.token.symbol))
    .map(({ token }) => token);
}
