import { summarizePendingTransaction, type PendingTransaction, enAccountSections } from '@airlock/core';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { useLocale } from '../../i18n/use-locale';

/** A transaction the modal sent that the history does not show mined yet: to whom and what, as a mined row says it. */
export function PendingTransactionRow({
  transaction,
  nativeSymbol,
  nativeDecimals,
}: {
  transaction: PendingTransaction;
  nativeSymbol: string;
  nativeDecimals: number;
}) {
  const sectionMessages = useCataloguePart('accountSections', enAccountSections);
  const { locale } = useLocale();
  const summary = summarizePendingTransaction(
    transaction,
    { symbol: nativeSymbol, decimals: nativeDecimals },
    { messages: sectionMessages, locale },
  );
  return (
    <li className="airlock-activity-row" data-testid="airlock-pending-transaction" data-status="pending">
      <span className="airlock-token-icon airlock-skeleton" aria-hidden="true" />
      <span className="airlock-activity-main">
        <span className="airlock-activity-operation">
          {sectionMessages.sending}
          <span className="airlock-status-badge" data-status="pending">
            {sectionMessages.pending}
          </span>
        </span>
        <span className="airlock-muted">{summary.counterparty}</span>
      </span>
      <span className="airlock-activity-side">
        {summary.amount && <span data-testid="airlock-transaction-amount">{summary.amount}</span>}
      </span>
    </li>
  );
}
