import { useEffect, useId } from 'react';
import {
  enAccountSections,
  intlLocale,
  listOwner,
  pendingFrom,
  transactionCounterparty,
  transactionMonths,
  type TransactionHistoryState,
} from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useAirlockAccount } from '../../hooks/use-airlock-account';
import { useAirlockNetwork } from '../../hooks/use-airlock-network';
import { useExternalState } from '../../hooks/use-external-state';
import { useAccountSectionsStyles } from '../account-sections-styles';
import { LoadMore } from '../../ui/load-more';
import { ActivitySkeletonRows } from './activity-skeleton';
import { PendingTransactionRow } from './pending-transaction-row';
import { TransactionRow } from './transaction-row';
import { useCounterpartyNames } from './use-counterparty-names';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { useLocale } from '../../i18n/use-locale';

const MONTH_OPTIONS: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const selectHistory = (state: TransactionHistoryState) => state;

/**
 * The Account view's Activity: the modal's own pending transactions first, then the account's
 * history on the active network by month, newest first; the next page loads on scrolling to the end.
 */
export function ActivityTab() {
  const { locale } = useLocale();
  const sectionMessages = useCataloguePart('accountSections', enAccountSections);
  useAccountSectionsStyles();
  const client = useAirlock();
  const { address } = useAirlockAccount();
  const { network } = useAirlockNetwork();
  const { history, transactionsByYear, pending } = useExternalState(client.transactionHistory, selectHistory);
  const headingId = useId();
  const owner = address && network ? listOwner(address, network.caipNetworkId) : undefined;
  const shown = history.owner === owner ? history.items : [];
  const counterparties = address ? shown.flatMap((transaction) => transactionCounterparty(transaction, address)?.address ?? []) : [];
  // Names where the network has them (spec §5: EVM non-test networks; the connected account's name was looked up there).
  const nameOf = useCounterpartyNames(
    network?.caipNetworkId,
    counterparties,
    client.api !== undefined && network?.chainNamespace === 'eip155' && !network.testnet,
  );

  // Opening the tab again reads the newest page, so what happened meanwhile shows without a reload.
  useEffect(() => {
    if (!owner) return;
    const current = client.transactionHistory.getState().history;
    void client.fetchTransactions(current.owner === owner && current.loaded && !current.failed ? 'refresh' : 'reset');
  }, [client, owner]);

  if (!address || !network || !owner) return null;
  const list = history.owner === owner ? history : undefined;
  const ownPending = pendingFrom(pending, network.caipNetworkId, address);

  if (!list?.loaded && ownPending.length === 0) {
    return (
      <ul className="airlock-list" aria-label={sectionMessages.activityLoading} aria-busy="true">
        <ActivitySkeletonRows />
      </ul>
    );
  }
  if (list?.loaded && list.items.length === 0 && ownPending.length === 0) {
    return (
      <div className="airlock-empty" data-testid="airlock-activity-empty">
        <p>{sectionMessages.noActivity}</p>
        <p className="airlock-muted">{sectionMessages.noActivityHint}</p>
      </div>
    );
  }
  return (
    <div className="airlock-activity" aria-busy={list?.loading ?? true}>
      {ownPending.length > 0 && (
        <ul className="airlock-list" aria-label={sectionMessages.pending} data-testid="airlock-pending-transactions">
          {ownPending.map((transaction) => (
            <PendingTransactionRow
              key={transaction.hash}
              transaction={transaction}
              nativeSymbol={network.nativeCurrency.symbol}
              nativeDecimals={network.nativeCurrency.decimals}
            />
          ))}
        </ul>
      )}
      {list &&
        transactionMonths(transactionsByYear).map(({ year, month, transactions }) => {
          const id = `${headingId}-${year}-${month}`;
          return (
            <section key={`${year}-${month}`} aria-labelledby={id} className="airlock-activity-month">
              <h3 id={id} className="airlock-section-title">
                {new Date(year, month, 1).toLocaleDateString(intlLocale(locale), MONTH_OPTIONS)}
              </h3>
              <ul className="airlock-list">
                {transactions.map((transaction) => (
                  <TransactionRow key={transaction.id} transaction={transaction} account={address} nameOf={nameOf} />
                ))}
              </ul>
            </section>
          );
        })}
      {!list?.loaded && (
        <ul className="airlock-list" aria-label={sectionMessages.activityLoading}>
          <ActivitySkeletonRows />
        </ul>
      )}
      {list?.loaded && list.next !== null && <LoadMore loading={list.loading} onLoadMore={() => void client.fetchTransactions('more')} />}
    </div>
  );
}
