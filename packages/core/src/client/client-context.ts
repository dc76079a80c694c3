import type { ChainAdapter } from '../adapter/chain-adapter';
import type { Alerts } from '../alerts/alert-store';
import type { AnalyticsClient } from '../analytics/analytics-client';
import type { ApiClient } from '../api/api-client';
import type { FeaturesStore } from '../features/features';
import type { ChainNamespace } from '../caip/namespace';
import type { ChainStore } from '../connection/chain-store';
import type { ConnectorsStore } from '../connection/connectors-store';
import { AdapterNotFoundError } from '../errors/catalogue';
import type { EventBus } from '../events/event-bus';
import type { ModalStore } from '../modal/modal-store';
import type { Router } from '../router/router-store';
import type { LocaleStore } from '../i18n/locale-store';
import type { KeyValueStorage } from '../storage/key-value-storage';
import type { ThemeStore } from '../theme/theme';
import type { Toasts } from '../toast/toast-store';
import type { WalletConnectStore } from '../walletconnect/walletconnect-store';
import type { EmbeddedStore } from '../embedded/embedded-store';
import type { FrameClient } from '../frame/frame-client';
import type { FrameEvent } from '../frame/frame-event';
import type { ProjectConfigResponse } from '@airlock/protocol';
import type { SendFormStore } from '../send/send-form-store';
import type { AirlockOptions } from './airlock-options';
import type { TransactionHistoryStore } from '../activity/transaction-history-store';
import type { AccountNftsStore } from '../nfts/account-nfts-store';

/** What every client action shares: the options, the stores and the adapters. */
export interface ClientContext {
  options: AirlockOptions;
  storage: KeyValueStorage;
  router: Router;
  modal: ModalStore;
  toasts: Toasts;
  chain: ChainStore;
  connectors: ConnectorsStore;
  theme: ThemeStore;
  /** The modal's language and its strings (the non-English ones load on first use). */
  locale: LocaleStore;
  events: EventBus;
  alerts: Alerts;
  features: FeaturesStore;
  /** The Send view's form, reset when the active namespace switches. */
  sendForm: SendFormStore;
  /** Present when the dApp configured a server (apiUrl and projectId). */
  api?: ApiClient;
  analytics?: AnalyticsClient;
  /** When the last token balance fetch failed, per namespace (30 s retry block). */
  balanceFailures: Map<ChainNamespace, number>;
  adapterFor(namespace: ChainNamespace): ChainAdapter;
  walletConnect: WalletConnectStore;
  /** The pending WalletConnect pairing, kept while the modal closes so its QR code stays valid. */
  walletConnectAttempt?: { controller: AbortController; promise: Promise<void> };
  /** The project config request of init, so what else needs it (the frame's address) waits for it instead of asking again. */
  projectConfig?: Promise<ProjectConfigResponse>;
  /** The embedded wallet's login state and the frame's address. */
  embedded: EmbeddedStore;
  /** The secure frame, once something needed it (loaded on demand). */
  frame?: Promise<FrameClient>;
  /** Listeners to the frame's own events (a login waiting for LOGGED_IN). */
  frameEvents: Set<(event: FrameEvent) => void>;
  /** The email login in progress, so closing the modal can stop it. */
  embeddedAttempt?: AbortController;
  /** Ends the embedded account's type and deployment sync, once an embedded wallet connected (embedded-account-sync.ts). */
  stopEmbeddedAccountSync?: () => void;
  /** The Activity tab's pages and the modal's own transactions not yet mined. */
  transactionHistory: TransactionHistoryStore;
  /** The NFTs tab's pages. */
  accountNfts: AccountNftsStore;
}

export function adapterLookup(adapters: readonly ChainAdapter[]): (namespace: ChainNamespace) => ChainAdapter {
  return (namespace) => {
    const adapter = adapters.find((candidate) => candidate.namespace === namespace);
    if (!adapter) throw new AdapterNotFoundError(namespace);
    return adapter;
  };
}
