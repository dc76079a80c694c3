import type { Transaction } from '@airlock/protocol';
import { summarizeTransaction, enAccountSections } from '@airlock/core';

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** One mined transaction: operation, the other side, what moved, when, and a visible mark when it failed. */
export function TransactionRow({ transaction, account }: { transaction: Transaction; account: string }) {
  const summary = summarizeTransaction(transaction, account);
  const minedAt = new Date(transaction.metadata.minedAt);
  return (
    <li className="airlock-activity-row" data-testid="airlock-transaction" data-status={transaction.metadata.status}>
      {summary.imageUrl ? <img className="airlock-token-icon" src={summary.imageUrl} alt="" /> : <span className="airlock-token-icon" aria-hidden="true" />}
      <span className="airlock-activity-main">
        <span className="airlock-activity-operation">
          {summary.operation}
          {summary.failed && <span className="airlock-status-badge" data-status="failed">{enAccountSections.failed}</span>}
        </span>
        {summary.counterparty && <span className="airlock-muted">{summary.counterparty}</span>}
      </span>
      <span className="airlock-activity-side">
        {summary.amount && <span data-testid="airlock-transaction-amount">{summary.amount}</span>}
        <time className="airlock-muted" dateTime={transaction.metadata.minedAt}>
          {TIME_FORMAT.format(minedAt)}
        </time>
      </span>
    </li>
  );
}
