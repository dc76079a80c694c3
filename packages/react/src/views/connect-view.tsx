import type { ReactNode } from 'react';
import { walletAppLink, type ConnectorsState, type FeaturesState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { AllWalletsRow } from './connect/all-wallets-row';
import { ConnectRowItem } from './connect/connect-row-item';
import { EmailLoginForm } from './connect/email-login-form';
import { SocialLoginButtons } from './connect/social-login-buttons';
import { buildConnectRows } from './connect/connect-rows';
import { usePairingPrefetch } from './connect/use-pairing-prefetch';
import { useRegistrySummary } from './connect/use-registry-summary';
import { useMessages } from '../i18n/use-messages';
import { lazyWithRetry } from '../ui/lazy-with-retry';

// Only dApps that turn the legal checkbox on load it.
const LegalGate = lazyWithRetry(() => import('./connect/legal-consent').then((module) => module.LegalGate));

const selectConnectors = (state: ConnectorsState) => state.connectors;
const selectAllWallets = (state: FeaturesState) => state.local.allWallets;
/** At most this many placeholder rows while featured wallets load. */
const MAX_FEATURED_SKELETONS = 4;

/**
 * Ways to connect in the spec's connector type order (WalletConnect, recent, installed, featured,
 * external, recommended), then All Wallets. Registry rows fill in as the server answers.
 */
export function ConnectView() {
  const messages = useMessages();
  const client = useAirlock();
  useExternalState(client.connectors, selectConnectors);
  useExternalState(client.features, selectAllWallets);
  const allWalletsOn = client.api !== undefined && client.isFeatureEnabled('allWallets');
  const summary = useRegistrySummary(client, allWalletsOn);
  // Fixed for the client's lifetime: the dApp's options decide it.
  const legal = client.legalConsent.getState().required;
  const connectors = client.listConnectors();
  const featuredIds = client.options.featuredWalletIds ?? [];
  const rows = buildConnectRows({
    connectors,
    recent: client.recentWallets(),
    featured: summary.featured,
    recommended: summary.recommended,
    featuredPending: summary.status === 'loading' ? Math.min(featuredIds.length, MAX_FEATURED_SKELETONS) : 0,
  });
  usePairingPrefetch(client, !legal && rows.some((row) => 'wallet' in row && walletAppLink(row.wallet.mobile) !== undefined));

  const emailOn = connectors.some((connector) => connector.type === 'AUTH') && client.isFeatureEnabled('email');
  const emailForm = emailOn ? (
    <>
      <EmailLoginForm client={client} />
      {client.isFeatureEnabled('socials') ? <SocialLoginButtons client={client} /> : null}
    </>
  ) : null;

  const methods = (content: ReactNode) => (legal ? <LegalGate client={client}>{content}</LegalGate> : content);

  // Nothing detected and no registry to browse (no server, or All Wallets switched off).
  if (rows.length === 0 && !allWalletsOn) {
    if (emailForm) return methods(emailForm);
    return (
      <div className="airlock-center" role="status">
        <p className="airlock-heading">{messages.noWalletsTitle}</p>
        <p className="airlock-muted">{messages.noWalletsHint}</p>
      </div>
    );
  }

  return methods(
    <>
      {emailForm}
      <ul className="airlock-list" aria-label={messages.connectWallet} aria-busy={summary.status === 'loading' || undefined}>
        {rows.map((row) => (
          <ConnectRowItem key={row.key} row={row} client={client} connectors={connectors} />
        ))}
        {allWalletsOn ? <AllWalletsRow count={summary.count} onSelect={() => client.router.push('AllWallets')} /> : null}
      </ul>
    </>,
  );
}
