import type { WalletsResponse } from '@airlock/protocol';
import { createTransactionHistoryStore, type TransactionHistoryStore } from '../activity/transaction-history-store';
import { createAccountNftsStore, type AccountNftsStore } from '../nfts/account-nfts-store';
import type { PageRequest } from '../paging/paged-list';
import type { Connection } from '../adapter/account';
import type { Connector } from '../adapter/connector';
import { createAlerts, type Alerts } from '../alerts/alert-store';
import { createApiClient, type ApiClient } from '../api/api-client';
import { refreshAccountBalances } from '../balances/refresh-account-balances';
import { createLegalConsentStore, type LegalConsentStore } from '../legal/legal-consent-store';
import { createFeaturesStore, isFeatureEnabled, type FeatureName, type FeaturesStore } from '../features/features';
import type { AccountTab } from '../connection/account-state';
import { activeNamespaceState, createChainStore, updateAccount, type ChainStore } from '../connection/chain-store';
import { createConnectorsStore, excludeWallets, type ConnectorsStore } from '../connection/connectors-store';
import { orderByRecent, readRecentWallets, type RecentWallet } from '../connection/recent-wallets';
import type { ChainNamespace } from '../caip/namespace';
import { createEventBus, type AirlockEventListener, type EventBus } from '../events/event-bus';
import { createModalStore, type ModalStore } from '../modal/modal-store';
import type { Network } from '../network/network';
import { createRouter, type Router } from '../router/router-store';
import { createKeyValueStorage, type KeyValueStorage } from '../storage/key-value-storage';
import { createThemeStore, type ThemeStore } from '../theme/theme';
import { createLocaleStore, type LocaleStore } from '../i18n/locale-store';
import { browserLanguages, negotiateLocale } from '../i18n/negotiate-locale';
import { createToasts, type Toasts } from '../toast/toast-store';
import type { AirlockOptions } from './airlock-options';
import { adapterLookup, type ClientContext } from './client-context';
import { connect, disconnect, reconnect } from './connection-actions';
import { goBack, openModal, requestClose, type OpenOptions } from './modal-actions';
import { navigateAfterNetworkSwitch, selectNetwork, switchNetwork } from './network-actions';
import { restoreLastNetwork } from './restore-last-network';
import { checkSiwxOptions } from './check-siwx-options';
import { loadSiwx } from './siwx-gate';
import { getConnections } from './multi-wallet';
import { connectToServer, createServerApi } from './server-connection';
import { bindWalletEvents } from './wallet-event-bindings';
import { sendTransaction, signMessage, type TransactionRequest } from './wallet-actions';
import type { SiwxSession } from '../siwx/siwx-session';
import { createSendFormStore, type SendFormStore } from '../send/send-form-store';
import { createEmbeddedStore, type EmbeddedStore } from '../embedded/embedded-store';
import { cancelEmbeddedLogin } from '../embedded/cancel-embedded-login';
import { openSocialPopup } from '../embedded/social-popup';
import { createWalletConnectStore, type WalletConnectStore } from '../walletconnect/walletconnect-store';
import { createWalletCatalogue, type WalletCatalogue } from '../wallets/wallet-catalogue';
import { EMPTY_WALLETS, fetchWallets, type WalletsQuery } from '../wallets/wallet-registry-client';
import { loadModule } from '../modules/load-module';
import type { SwapActions } from './swap-actions';
import type { NameActions } from './name-actions';
import type { OnrampActions } from './onramp-actions';
import type { PayActions, PayRequest, PayResult } from './pay-actions';
import { startAccountHistoryWatch, stopAccountHistoryWatch } from './start-account-history-watch';

export interface AirlockClient {
  readonly options: AirlockOptions;
  readonly router: Router;
  readonly modal: ModalStore;
  readonly toasts: Toasts;
  readonly chain: ChainStore;
  readonly connectors: ConnectorsStore;
  readonly theme: ThemeStore;
  /** The modal's language: the locale shown, its direction and its strings. */
  readonly locale: LocaleStore;
  readonly events: EventBus;
  readonly alerts: Alerts;
  readonly features: FeaturesStore;
  /** The legal checkbox: the documents to agree to, whether it is required and ticked; tick it with `setState({ accepted })`. */
  readonly legalConsent: LegalConsentStore;
  /** The Send view's form (token, amount, recipient, fee, progress). */
  readonly sendForm: SendFormStore;
  /** The WalletConnect attempt: status and the pairing URI the QR code shows. */
  readonly walletConnect: WalletConnectStore;
  /** The embedded wallet's login: status, whether the frame is on screen, the last error. */
  readonly embedded: EmbeddedStore;
  /** What Airlock keeps in the browser (spec §3 keys, under the app prefix). */
  readonly storage: KeyValueStorage;
  /** The server's API client, when `apiUrl` and `projectId` are set. */
  readonly api: ApiClient | undefined;
  /** The Activity tab: the active account's history on the active network, and the modal's own pending transactions. */
  readonly transactionHistory: TransactionHistoryStore;
  /** The NFTs tab: the active account's NFTs on the active network. */
  readonly accountNfts: AccountNftsStore;
  /** The server's wallet registry shaped by featuredWalletIds, includeWalletIds, excludeWallets and the networks. */
  readonly walletRegistry: WalletCatalogue;
  /** Starts wallet discovery and restores the last connection. Browser only; a no-op under SSR. */
  init(): Promise<void>;
  destroy(): void;
  open(options?: OpenOptions): void;
  close(): void;
  goBack(): void;
  /** Connectors to list: excluded wallets hidden, recent ones first. */
  listConnectors(): Connector[];
  recentWallets(): RecentWallet[];
  connect(connectorId: string): Promise<void>;
  /**
   * Pairs over WalletConnect; the URI appears in `walletConnect`. A pending pairing whose URI is
   * still fresh is reused unless `restart` is set.
   */
  connectWalletConnect(options?: { restart?: boolean }): Promise<void>;
  /** Email login through the secure frame; the frame asks for the code itself. */
  connectEmail(email: string): Promise<void>;
  cancelEmailLogin(): void;
  /** Social login in a 600×800 popup; call it from the click itself, so the popup is allowed. */
  connectSocial(provider: string): Promise<void>;
  /**
   * Export private key (embedded email accounts): the modal's ExportPrivateKey view hosts the
   * secure frame, which asks for a fresh code and shows the key itself; the key never reaches this page.
   */
  exportKey(): Promise<void>;
  /**
   * UpdateEmailWallet (embedded accounts): the secure frame asks for the code sent to the current
   * address, then for the one sent to `email`, in its own form; resolves with the new address.
   */
  updateEmail(email: string): Promise<string>;
  /**
   * The embedded wallet's account type: 'smartAccount' (the same address, delegated by EIP-7702 to
   * a batch executor, so wallet_sendCalls runs atomically) or 'eoa'. A failed switch falls back to
   * eoa and leaves the reason in `embedded.accountTypeError`.
   */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<void>;
  disconnect(options?: { namespace?: ChainNamespace; keepModalOpen?: boolean }): Promise<void>;
  selectNetwork(network: Network): void;
  switchNetwork(network: Network): Promise<void>;
  navigateAfterNetworkSwitch(): void;
  signMessage(message: string): Promise<string>;
  /**
   * Sign in with X (`siwx` option): the connected account signs the store's message on the active network and the
   * store keeps the session. Throws the spec's errors ('SIWX is not enabled', 'No ActiveCaipAddress found', …).
   */
  signInWithX(): Promise<SiwxSession>;
  /** The connected account's sign-in sessions on the active network (none without `siwx`). */
  siwxSessions(): Promise<SiwxSession[]>;
  /** Whether the connected visitor has yet to sign in on this network (`siwx` set and no session). */
  needsSiwxSignIn(): Promise<boolean>;
  /**
   * SIWXSignMessage's Sign: signs the message the view shows ('Authenticating...' meanwhile); on success the session is
   * kept and the modal closes, on failure 'Error signing message' shows and the view stays. Resolves whether it signed in.
   */
  confirmSiwxSignIn(): Promise<boolean>;
  /**
   * SIWXSignMessage's Cancel: closes the modal; when sign-in is required, switches back to the last network signed in
   * on, or disconnects when there is none.
   */
  cancelSiwxSignIn(): Promise<void>;
  sendTransaction(request: TransactionRequest): Promise<string>;
  /** Estimates the network fee of what the Send form holds. */
  estimateSendFee(): Promise<void>;
  /** Sends what the Send form holds, then follows it to pending and confirmed. */
  submitSend(): Promise<void>;
  /** The Swap view's form and actions (their code loads on first use). */
  swap(): Promise<SwapActions>;
  /** Names: RegisterAccountName's form and registration, Send's name lookup, Activity's names (code loads on first use). */
  names(): Promise<NameActions>;
  /** Buy (on-ramp): the providers, currencies, quote, checkout and order of the Buy view (code loads on first use). */
  onramp(): Promise<OnrampActions>;
  /**
   * Pay (feature `pay`): opens the modal's checkout for `request` (connecting first when no wallet is), and resolves once
   * the server verified the transfer on chain; rejects with PayFeatureDisabledError, PayRequestError, PayUserRejectedError,
   * PayModalClosedError, PayInsufficientBalanceError or PayFailedError. The dApp's server checks GET /v1/pay/{id}.
   */
  pay(request: PayRequest): Promise<PayResult>;
  /** The Pay view's state and actions (code loads on first use). */
  payments(): Promise<PayActions>;
  /** The Account view's selected tab (spec §2: Tokens, NFTs, Activity), kept while the modal closes and reopens. */
  setAccountTab(tab: AccountTab): void;
  /** Native and token balances of the active account; `force` skips the server's cache. */
  refreshBalance(options?: { force?: boolean }): Promise<void>;
  isFeatureEnabled(feature: FeatureName): boolean;
  /**
   * Changes the modal's language at run time (a BCP 47 tag; the closest supported locale is used).
   * The current language stays on screen until the new one's strings have loaded.
   */
  setLocale(locale: string): Promise<void>;
  /** Multi-wallet: every connected wallet (empty with an alert while the project's multiWallet is off). */
  getConnections(): Connection[];
  subscribeEvents(listener: AirlockEventListener): () => void;
  /**
   * A page of the active account's history (`reset` starts over, `more` the next page, `refresh`
   * merges the newest page in); a failure shows 'Failed to fetch transactions'.
   */
  fetchTransactions(request?: PageRequest): Promise<void>;
  /** A page of the active account's NFTs, as `fetchTransactions`. */
  fetchNfts(request?: PageRequest): Promise<void>;
  /**
   * For the Account view: while the modal shows it, the history's first page is read again every
   * 4 s (paused while the page is hidden), so a transfer received shows, with the balances, without
   * a reload. Ends by itself when the modal closes or leaves the view.
   */
  watchAccountHistory(): void;
  /** One page of the server's wallet registry (`GET /v1/wallets`); empty without a server. */
  fetchWallets(query?: WalletsQuery): Promise<WalletsResponse>;
}

/** Send's and Swap's actions: one chunk, loaded on first use (see transaction-actions.ts). */
const loadTransactionActions = () => loadModule(() => import('./transaction-actions'));

/** Builds the framework-free client. Touches no browser API until `init()`. */
export function createAirlockClient(options: AirlockOptions): AirlockClient {
  checkSiwxOptions(options);
  const defaultNetwork = options.defaultNetwork ?? options.networks[0];
  const alerts = createAlerts();
  const chain = createChainStore(options.networks, defaultNetwork);
  const context: ClientContext = {
    options,
    storage: options.storage ?? createKeyValueStorage(),
    router: createRouter('Connect'),
    modal: createModalStore(),
    toasts: createToasts(),
    chain,
    sendForm: createSendFormStore(chain),
    connectors: createConnectorsStore(),
    theme: createThemeStore({ themeMode: options.themeMode, themeVariables: options.themeVariables }),
    locale: createLocaleStore(),
    events: createEventBus(),
    alerts,
    features: createFeaturesStore(options.features, options.basic),
    api: createServerApi(options, alerts),
    balanceFailures: new Map(),
    adapterFor: adapterLookup(options.adapters),
    walletConnect: createWalletConnectStore(),
    embedded: createEmbeddedStore(),
    frameEvents: new Set(),
    transactionHistory: createTransactionHistoryStore(),
    accountNfts: createAccountNftsStore(),
  };
  if (options.locale) void context.locale.setLocale(negotiateLocale([options.locale]));
  const legalConsent = createLegalConsentStore(context.features.getState().local.legalCheckbox, options);
  // Pay's chunk gets the client's network switch rather than importing network-actions (which would split the first load).
  const payments = async () => (await loadTransactionActions()).loadPayActions(context, (network) => switchNetwork(context, network));
  let initialised: Promise<void> | undefined;
  const unbind: Array<() => void> = [];

  return {
    options,
    router: context.router,
    modal: context.modal,
    toasts: context.toasts,
    chain: context.chain,
    connectors: context.connectors,
    theme: context.theme,
    locale: context.locale,
    events: context.events,
    alerts: context.alerts,
    features: context.features,
    legalConsent,
    sendForm: context.sendForm,
    walletConnect: context.walletConnect,
    embedded: context.embedded,
    storage: context.storage,
    api: context.api,
    transactionHistory: context.transactionHistory,
    accountNfts: context.accountNfts,
    // The views show the registry's own failures (with a retry), so it calls without the alert banner.
    walletRegistry: createWalletCatalogue(
      context.api && createApiClient({ baseUrl: context.api.baseUrl, projectId: context.api.projectId }),
      {
        featuredWalletIds: options.featuredWalletIds,
        includeWalletIds: options.includeWalletIds,
        excludeWallets: options.excludeWallets,
        chains: options.networks.map((network) => network.caipNetworkId),
      },
    ),
    init() {
      if (typeof window === 'undefined') return Promise.resolve();
      initialised ??= (async () => {
        if (!options.locale) void context.locale.setLocale(negotiateLocale(browserLanguages()));
        restoreLastNetwork(context);
        const server = connectToServer(context);
        for (const adapter of options.adapters) unbind.push(bindWalletEvents(context, adapter));
        // Pending transactions are tracked only with a server (their history says when they are mined).
        // Its chunk failing to load leaves them untracked, not the client unstarted.
        const pendingStorage = context.api && loadModule(() => import('./pending-transaction-persistence')).catch(() => undefined);
        await Promise.all(options.adapters.map((adapter) => adapter.init()));
        const persistence = await pendingStorage;
        if (persistence) unbind.push(persistence.bindPendingTransactionStorage(context));
        await Promise.all([reconnect(context), server]);
      })();
      return initialised;
    },
    destroy() {
      unbind.splice(0).forEach((unsubscribe) => unsubscribe());
      stopAccountHistoryWatch(context);
      context.stopEmbeddedAccountSync?.();
      context.stopEmbeddedAccountSync = undefined;
      if (options.siwx)
        loadSiwx().then(
          (flow) => flow.unbindSiwxRecheckOnReturn(context),
          () => undefined,
        );
      void context.analytics?.flush().then(() => context.analytics?.stop());
      options.adapters.forEach((adapter) => adapter.destroy?.());
    },
    open: (openOptions) => openModal(context, openOptions),
    close: () => requestClose(context),
    goBack: () => goBack(context),
    listConnectors: () =>
      orderByRecent(
        excludeWallets(context.connectors.getState().connectors, options.excludeWallets ?? []),
        readRecentWallets(context.storage),
      ),
    recentWallets: () => readRecentWallets(context.storage),
    connect: (connectorId) => connect(context, connectorId),
    // Its own chunk: a visitor who never picks WalletConnect never loads it.
    connectWalletConnect: async (connectOptions) =>
      (await loadModule(() => import('./walletconnect-actions'))).connectWalletConnect(context, connectOptions),
    connectEmail: async (email) => {
      const { connectEmail } = await loadModule(() => import('./embedded-actions'));
      await connectEmail(context, email);
    },
    cancelEmailLogin: () => cancelEmbeddedLogin(context),
    connectSocial: (provider) => {
      let popup: Window;
      try {
        popup = openSocialPopup();
      } catch (error) {
        context.embedded.setState({ error: (error as Error).message });
        return Promise.reject(error);
      }
      return loadModule(() => import('./embedded-actions')).then(({ connectSocial }) => connectSocial(context, provider, popup));
    },
    setPreferredAccountType: async (type) => {
      const { setPreferredAccountType } = await loadModule(() => import('./account-type-actions'));
      await setPreferredAccountType(context, type);
    },
    exportKey: async () => {
      const { exportKey } = await loadModule(() => import('./key-export-actions'));
      await exportKey(context);
    },
    updateEmail: async (email) => {
      const { updateEmail } = await loadModule(() => import('./update-email-actions'));
      return updateEmail(context, email);
    },
    disconnect: (disconnectOptions) => disconnect(context, disconnectOptions),
    selectNetwork: (network) => selectNetwork(context, network),
    switchNetwork: (network) => switchNetwork(context, network),
    navigateAfterNetworkSwitch: () => navigateAfterNetworkSwitch(context),
    signMessage: (message) => signMessage(context, message),
    // Sign-in code loads on first use: a dApp without `siwx` never fetches it.
    signInWithX: async () => (await loadSiwx()).signInWithX(context),
    siwxSessions: async () => (await loadSiwx()).siwxSessions(context),
    needsSiwxSignIn: async () => (await loadSiwx()).needsSiwxSignIn(context),
    confirmSiwxSignIn: async () => (await loadSiwx()).confirmSiwxSignIn(context),
    cancelSiwxSignIn: async () => (await loadSiwx()).cancelSiwxSignIn(context, (network) => switchNetwork(context, network)),
    sendTransaction: (request) => sendTransaction(context, request),
    estimateSendFee: async () => (await loadTransactionActions()).estimateSendFee(context),
    submitSend: async () => (await loadTransactionActions()).submitSend(context),
    swap: async () => (await loadTransactionActions()).loadSwapActions(context),
    names: async () => (await loadTransactionActions()).loadNameActions(context),
    onramp: async () => (await loadTransactionActions()).loadOnrampActions(context),
    pay: async (request) => (await payments()).pay(request),
    payments,
    setAccountTab: (tab) => updateAccount(context.chain, activeNamespaceState(context.chain).namespace, { currentTab: tab }),
    refreshBalance: (refreshOptions) => refreshAccountBalances(context, activeNamespaceState(context.chain).namespace, refreshOptions),
    isFeatureEnabled: (feature) => isFeatureEnabled(context.features.getState(), feature),
    setLocale: (locale) => context.locale.setLocale(negotiateLocale([locale])),
    getConnections: () => getConnections(context),
    subscribeEvents: (listener) => context.events.subscribe(listener),
    // Activity and NFTs are only seen in their tabs, so their code loads on first use.
    fetchTransactions: async (request = 'more') => {
      const { fetchTransactions } = await loadModule(() => import('./transaction-history-actions'));
      await fetchTransactions(context, request);
    },
    fetchNfts: async (request = 'more') => {
      const { fetchNfts } = await loadModule(() => import('./account-nfts-actions'));
      await fetchNfts(context, request);
    },
    watchAccountHistory: () => startAccountHistoryWatch(context),
    fetchWallets: (query) => (context.api ? fetchWallets(context.api, query) : Promise.resolve(EMPTY_WALLETS)),
  };
}
