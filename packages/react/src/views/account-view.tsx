import {
  authDisplayName,
  CONNECTOR_IDS,
  formatBalance,
  isFeatureEnabled,
  truncateAddress,
  type AccountTab,
  type ChainState,
  type EmbeddedState,
  type FeaturesState,
  formatMessage,
} from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useAirlockAccount } from '../hooks/use-airlock-account';
import { useAirlockNetwork } from '../hooks/use-airlock-network';
import { useExternalState } from '../hooks/use-external-state';
import { Avatar } from '../ui/avatar';
import { CopyIcon } from '../ui/copy-icon';
import { NetworkBadge } from '../ui/network-list';
import { usdValue } from '../ui/usd-value';
import { AccountTabs, type AccountTabDefinition } from './account-tabs';
import { AccountTypeRow } from './embedded/account-type-row';
import { ExportKeyRow } from './embedded/export-key-row';
import { UpdateEmailRow } from './embedded/update-email-row';
import { LazyActivityTab, LazyNftsTab } from './lazy-account-tabs';
import { TokenList } from './token-list';
import { AccountActions } from './account-actions';
import { openNftSend } from './send/open-send';
import { copyToClipboard } from '../ui/copy-to-clipboard';
import { useAccountHistoryWatch } from './use-account-history-watch';
import { useMessages } from '../i18n/use-messages';
import { useLocale } from '../i18n/use-locale';
import { ACCOUNT_CSS } from '../styles/account-css';
import { installSheet } from '../styles/install-stylesheet';

const selectAccountSections = (state: ChainState) => {
  const account = state.namespaces[state.activeNamespace]?.account;
  return { balances: account?.tokenBalances, loading: account?.tokenBalancesLoading, currentTab: account?.currentTab };
};

/** The connected account: avatar, address, native balance, network, copy and disconnect. */
const selectEmbeddedUser = (state: EmbeddedState) => state.user;
const selectActivityEnabled = (state: FeaturesState) => isFeatureEnabled(state, 'activity');
const selectSendEnabled = (state: FeaturesState) => isFeatureEnabled(state, 'send');

export function AccountView() {
  installSheet('account', ACCOUNT_CSS);
  const { locale } = useLocale();
  const messages = useMessages();
  const client = useAirlock();
  const account = useAirlockAccount();
  const embeddedUser = useExternalState(client.embedded, selectEmbeddedUser);
  const tokens = useExternalState(client.chain, selectAccountSections);
  const { network } = useAirlockNetwork();
  const activityEnabled = useExternalState(client.features, selectActivityEnabled);
  const sendEnabled = useExternalState(client.features, selectSendEnabled);
  useAccountHistoryWatch(account.address, network?.caipNetworkId);
  if (!account.address) return null;
  const address = account.address;
  const authName = account.connectorId === CONNECTOR_IDS.auth && embeddedUser ? authDisplayName(embeddedUser) : undefined;
  // Without a server, tokens show only when the wallet itself reports them (asset discovery).
  const tabs: readonly AccountTabDefinition<AccountTab>[] =
    client.api || tokens.balances?.length
      ? [
          {
            id: 'Tokens',
            label: messages.tokens,
            render: () => <TokenList balances={tokens.balances} loading={tokens.loading} testnet={network?.testnet} />,
          },
        ]
      : [];
  // NFTs and Activity come from the server's indexer (spec §2 order: Tokens, NFTs, Activity).
  const indexedTabs: readonly AccountTabDefinition<AccountTab>[] = client.api
    ? [
        {
          id: 'NFTs',
          label: messages.nfts,
          render: () => <LazyNftsTab onSend={sendEnabled ? (nft) => openNftSend(client, nft) : undefined} />,
        },
        ...(activityEnabled ? [{ id: 'Activity' as const, label: messages.activity, render: () => <LazyActivityTab /> }] : []),
      ]
    : [];

  const copy = () => copyToClipboard(client.toasts, address, { copied: messages.addressCopied, failed: messages.copyFailed });

  return (
    <div className="airlock-stack">
      <div className="airlock-account">
        {account.profileImage ? (
          <img className="airlock-avatar" src={account.profileImage} alt={messages.accountAvatar} />
        ) : (
          <Avatar address={address} label={messages.accountAvatar} />
        )}
        {account.profileName ? (
          <p className="airlock-heading" data-testid="airlock-account-name">
            {account.profileName}
          </p>
        ) : null}
        <p className="airlock-address">
          <span data-testid="airlock-account-address" title={address}>
            {truncateAddress(address)}
          </span>
          <button type="button" className="airlock-icon-button" aria-label={messages.copyAddress} onClick={copy}>
            <CopyIcon />
          </button>
        </p>
        {authName ? (
          <p className="airlock-muted" data-testid="airlock-auth-name" title={embeddedUser?.email ?? undefined}>
            {authName}
          </p>
        ) : null}
        <p className="airlock-balance" aria-live="polite">
          {account.balance ? (
            <span data-testid="airlock-account-balance">
              {formatBalance(account.balance.value, account.balance.decimals, account.balance.symbol, locale)}
            </span>
          ) : account.balanceLoading ? (
            <span className="airlock-skeleton" role="status" aria-label={messages.balanceLoading} />
          ) : null}
        </p>
        {tokens.balances && tokens.balances.length > 0 && (
          <p className="airlock-total" data-testid="airlock-total-value">
            <span className="airlock-visually-hidden">{messages.totalValue}: </span>
            {usdValue(
              tokens.balances.reduce((sum, balance) => sum + balance.value, 0),
              network?.testnet,
              locale,
            )}
          </p>
        )}
      </div>
      <AccountActions />
      {/* Spec §2: an account without a name (known to have none, where names are looked up) may register one. */}
      {account.profileName === null ? (
        <button type="button" className="airlock-button" data-block="true" onClick={() => client.router.push('RegisterAccountName')}>
          {messages.chooseName}
        </button>
      ) : null}
      {network && (
        <button
          type="button"
          className="airlock-row"
          aria-label={formatMessage(messages.networkNamed, { network: network.name })}
          onClick={() => client.router.push('Networks')}
        >
          <NetworkBadge network={network} />
          <span className="airlock-row-label">{network.name}</span>
        </button>
      )}
      {authName !== undefined && (
        <div className="airlock-stack" role="group" aria-label={messages.embeddedAccountSettings}>
          {/* embedded-wallet settings: one row component per setting (account type, update email, export key) */}
          <AccountTypeRow />
          <UpdateEmailRow />
          <ExportKeyRow />
        </div>
      )}
      <AccountTabs
        label={messages.accountSections}
        tabs={[...tabs, ...indexedTabs]}
        selectedId={tokens.currentTab}
        onSelect={client.setAccountTab}
      />
      <button
        type="button"
        className="airlock-button"
        data-variant="danger"
        data-block="true"
        onClick={() => void client.disconnect().catch(() => {})}
      >
        {messages.disconnect}
      </button>
    </div>
  );
}
