import type { Transaction } from '@airlock/protocol';
import { intlLocale, summarizeTransaction, enAccountSections } from '@airlock/core';
import { useLocale } from '../../i18n/use-locale';
import { useCataloguePart } from '../../i18n/use-catalogue-part';

const TIME_OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/** One mined transaction: operation, the other side, what moved, when, and a visible mark when it failed. */
export function TransactionRow({
  transaction,
  account,
  nameOf,
}: {
  transaction: Transaction;
  account: string;
  /** A counterparty's name, where known. */
  nameOf?: (address: string) => string | undefined;
}) {
  const sectionMessages = useCataloguePart('accountSections', enAccountSections);
  const { locale } = useLocale();
  const summary = summarizeTransaction(transaction, account, { messages: sectionMessages, locale, nameOf });
  const minedAt = new Date(transaction.metadata.minedAt);
  return (
    <li className="airlock-activity-row" data-testid="airlock-transaction" data-status={transaction.metadata.status}>
      {summary.imageUrl ? (
        <img className="airlock-token-icon" src={summary.imageUrl} alt="" />
      ) : (
        <span className="airlock-token-icon" aria-hidden="true" />
      )}
      <span className="airlock-activity-main">
        <span className="airlock-activity-operation">
          {summary.operation}
          {summary.failed && (
            <span className="airlock-status-badge" data-status="failed">
              {sectionMessages.failed}
            </span>
          )}
        </span>
        {summary.counterparty && <span className="airlock-muted">{summary.counterparty}</span>}
      </span>
      <span className="airlock-activity-side">
        {summary.amount && <span data-testid="airlock-transaction-amount">{summary.amount}</span>}
        <time className="airlock-muted" dateTime={transaction.metadata.minedAt}>
          {minedAt.toLocaleString(intlLocale(locale), TIME_OPTIONS)}
        </time>
      </span>
    </li>
  );
}
