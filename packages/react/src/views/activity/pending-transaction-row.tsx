import { formatNumber, formatUnits, TRANSACTION_QUANTITY_DECIMALS, truncateAddress, type PendingTransaction, enAccountSections } from '@airlock/core';

/** A transaction the modal sent that the history does not show mined yet. */
export function PendingTransactionRow({ transaction, nativeSymbol, nativeDecimals }: { transaction: PendingTransaction; nativeSymbol: string; nativeDecimals: number }) {
  const value = BigInt(transaction.value);
  return (
    <li className="airlock-activity-row" data-testid="airlock-pending-transaction" data-status="pending">
      <span className="airlock-token-icon airlock-skeleton" aria-hidden="true" />
      <span className="airlock-activity-main">
        <span className="airlock-activity-operation">
          {enAccountSections.sending}
          <span className="airlock-status-badge" data-status="pending">{enAccountSections.pending}</span>
        </span>
        <span className="airlock-muted">{enAccountSections.counterpartyTo(truncateAddress(transaction.to))}</span>
      </span>
      <span className="airlock-activity-side">
        {value > 0n && <span>{`${formatNumber(formatUnits(value, nativeDecimals), TRANSACTION_QUANTITY_DECIMALS)} ${nativeSymbol}`}</span>}
      </span>
    </li>
  );
}
