import type { TokenBalance } from '@airlock/protocol';
import { formatNumber, formatMessage } from '@airlock/core';
import { usdValue } from '../ui/usd-value';
import { useMessages } from '../i18n/use-messages';
import { useLocale } from '../i18n/use-locale';

const SKELETON_ROWS = 3;

/** The account's tokens: icon, amount and USD value; skeleton rows while the first load runs. */
export function TokenList({ balances, loading, testnet }: { balances?: TokenBalance[]; loading?: boolean; testnet?: boolean }) {
  const { locale } = useLocale();
  const messages = useMessages();
  if (!balances && loading) {
    return (
      <ul className="airlock-list" aria-label={messages.tokensLoading} aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className="airlock-token-row" aria-hidden="true">
            <span className="airlock-token-icon airlock-skeleton" />
            <span className="airlock-skeleton" />
          </li>
        ))}
      </ul>
    );
  }
  if (!balances || balances.length === 0) return <p className="airlock-muted">{messages.noTokens}</p>;
  return (
    <ul className="airlock-list" aria-label={messages.tokens} data-testid="airlock-token-list">
      {balances.map((balance) => (
        <li
          key={`${balance.chainId}:${balance.address ?? 'native'}`}
          className="airlock-token-row"
          data-testid={`airlock-token-${balance.symbol}`}
        >
          {balance.iconUrl ? (
            <img className="airlock-token-icon" src={balance.iconUrl} alt={formatMessage(messages.tokenIcon, { symbol: balance.symbol })} />
          ) : (
            <span className="airlock-token-icon" aria-hidden="true" />
          )}
          <span className="airlock-token-name">
            <span className="airlock-token-symbol">{balance.symbol}</span>
            <span className="airlock-muted">{balance.name}</span>
          </span>
          <span className="airlock-token-amounts">
            <span data-testid="airlock-token-amount">{formatNumber(balance.quantity.numeric, undefined, locale)}</span>
            <span className="airlock-muted" data-testid="airlock-token-value">
              {usdValue(balance.value, testnet, locale)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
