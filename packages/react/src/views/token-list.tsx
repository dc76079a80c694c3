import type { TokenBalance } from '@airlock/protocol';
import { en, formatNumber } from '@airlock/core';
import { usdValue } from '../ui/usd-value';

const SKELETON_ROWS = 3;

/** The account's tokens: icon, amount and USD value; skeleton rows while the first load runs. */
export function TokenList({ balances, loading, testnet }: { balances?: TokenBalance[]; loading?: boolean; testnet?: boolean }) {
  if (!balances && loading) {
    return (
      <ul className="airlock-list" aria-label={en.tokensLoading} aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className="airlock-token-row" aria-hidden="true">
            <span className="airlock-token-icon airlock-skeleton" />
            <span className="airlock-skeleton" />
          </li>
        ))}
      </ul>
    );
  }
  if (!balances || balances.length === 0) return <p className="airlock-muted">{en.noTokens}</p>;
  return (
    <ul className="airlock-list" aria-label={en.tokens} data-testid="airlock-token-list">
      {balances.map((balance) => (
        <li key={`${balance.chainId}:${balance.address ?? 'native'}`} className="airlock-token-row" data-testid={`airlock-token-${balance.symbol}`}>
          {balance.iconUrl ? (
            <img className="airlock-token-icon" src={balance.iconUrl} alt={en.tokenIcon(balance.symbol)} />
          ) : (
            <span className="airlock-token-icon" aria-hidden="true" />
          )}
          <span className="airlock-token-name">
            <span className="airlock-token-symbol">{balance.symbol}</span>
            <span className="airlock-muted">{balance.name}</span>
          </span>
          <span className="airlock-token-amounts">
            <span data-testid="airlock-token-amount">{formatNumber(balance.quantity.numeric)}</span>
            <span className="airlock-muted" data-testid="airlock-token-value">
              {usdValue(balance.value, testnet)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
