// The public API, named: what react, evm, the apps and the README use. Internals (the client's actions on its ClientContext, the stores'
// factories) stay out; test/api-report.test.ts guards the list.
export type { CaipAddress } from './caip/caip-address';
export type { NativeCurrency, Network } from './network/network';
export { truncateAddress } from './address/truncate-address';
export { formatNumber } from './format/format-number';
export { formatUnits } from './format/format-units';
export { formatBalance } from './format/format-balance';
export {
  ANIMATION_MS,
  MODAL_SHAKE_MS,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  RECONNECT_CONNECTOR_WAIT_MS,
} from './constants/timing';
export { type Connector, CONNECTOR_IDS } from './adapter/connector';
export type { Connection, WalletInfo } from './adapter/account';
export type {
  Balance,
  ChainAdapter,
  ChainAdapterEvents,
  ConnectParams,
  TransactionFeeEstimate,
  Unsubscribe,
} from './adapter/chain-adapter';
export type { EmbeddedBridge } from './adapter/embedded-bridge';
export type { WalletAsset } from './adapter/wallet-asset';
export { AirlockError, type AirlockErrorCode, isAirlockError } from './errors/airlock-error';
export {
  ConnectionFailedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  ERROR_MESSAGES,
  NetworkNotFoundError,
  SwitchNetworkError,
  UserRejectedRequestError,
} from './errors/catalogue';
export { ModuleLoadError } from './errors/module-load-error';
export { loadModule } from './modules/load-module';
export { PROVIDER_ERROR_CODES } from './errors/provider-error-codes';
export { STORAGE_KEYS } from './storage/storage-keys';
export type { AirlockEvent } from './events/airlock-events';
export type { AirlockEventListener } from './events/event-bus';
export type { View, ViewData } from './router/views';
export type { RouterState } from './router/router-store';
export type { ModalState } from './modal/modal-store';
export { TOAST_VISIBLE_MS, type Toasts, type ToastState } from './toast/toast-store';
export type { ThemeState } from './theme/theme';
export type { AccountStatus, AccountTab } from './connection/account-state';
export type { ChainState } from './connection/chain-store';
export type { ConnectorsState } from './connection/connectors-store';
export type { RecentWallet } from './connection/recent-wallets';
export type { AirlockOptions } from './client/airlock-options';
export type { OpenOptions } from './client/modal-actions';
export { type AirlockClient, createAirlockClient } from './client/airlock-client';
export { main as en } from './i18n/locales/en/main';
export { SUPPORTED_LOCALES, type AirlockLocale } from './i18n/locales';
export { negotiateLocale } from './i18n/negotiate-locale';
export { intlLocale } from './i18n/intl-locale';
export { formatMessage, formatMessageParts, type MessageValues } from '@airlock/protocol';
export type {
  AccountSectionsMessages,
  MainMessages,
  NftSendMessages,
  SendMessages,
  SignInMessages,
  SwapMessages,
  BuyMessages,
  PayMessages,
  LegalMessages,
} from './i18n/catalogue-types';
export type { LocaleState, LocaleStore } from './i18n/locale-store';
export type { ActivityTexts } from './activity/activity-texts';
export type { SendTexts } from './send/send-texts';
export { chainNodeErrorText } from './send/chain-node-error-text';
export { rpcProxyUrl } from './api/rpc-proxy-url';
export type { AlertState } from './alerts/alert-store';
export { type FeaturesState, isFeatureEnabled, type LocalFeatures } from './features/features';
export { isLegalConsentMissing, type LegalConsentState, type LegalConsentStore } from './legal/legal-consent-store';
export { legalDocumentHref } from './legal/legal-document-href';
export type { WalletConnectState } from './walletconnect/walletconnect-store';
export type { EmbeddedState } from './embedded/embedded-store';
export { isEmailAddress } from './embedded/email-address';
export { emailLoginRefusal, INVALID_EMAIL_MESSAGE } from './embedded/email-login-refusal';
export { authDisplayName } from './embedded/auth-display-name';
export { DEFAULT_EVM_ACCOUNT_TYPE, isSmartAccountOn } from './embedded/embedded-account-type';
export { walletDeepLink } from './walletconnect/wallet-deep-link';
export { pairingAppLink, walletAppLink } from './walletconnect/wallet-app-link';
export { isMobileBrowser } from './walletconnect/is-mobile-browser';
export { walletDisplayName } from './wallets/wallet-display-name';
export { installedConnectorFor } from './wallets/installed-wallet';
export { ALL_WALLETS_PAGE_SIZE } from './wallets/wallet-catalogue';
export { transactionMonths } from './activity/transactions-by-year';
export { pendingFrom, type PendingTransaction } from './activity/pending-transactions';
export { summarizePendingTransaction } from './activity/pending-transaction-summary';
export type { TransactionHistoryState } from './activity/transaction-history-store';
export { type AccountNftsState, nftId } from './nfts/account-nfts-store';
export { CHAIN_NODE_ERROR_MESSAGES, ChainNodeError, toChainNodeError } from './errors/chain-node-error';
export type { SendableToken } from './send/sendable-token';
export { maxSendAmount } from './send/max-send-amount';
export type { SendFormCheck } from './send/send-form-validation';
export { initialSendForm, type SendFormState, type SendStep } from './send/send-form-store';
export { sendDraft, type SendDraft } from './send/send-draft';
export { networkFeeUsd } from './send/network-fee-usd';
export { sendTransactionRequest } from './send/send-transaction-request';
export { isSendableNft } from './send/send-asset';
export type { SendableNft } from './send/sendable-nft';
export { nftSendForm } from './send/nft-send-form';
export { sendFormOnOpen } from './send/send-form-on-open';
export { exactAmountText } from './send/exact-amount-text';
export { feeAmountText } from './send/fee-amount-text';
export { summarizeTransaction, transactionCounterparty } from './activity/transaction-summary';
export { listOwner } from './paging/list-owner';
export { accountSections as enAccountSections } from './i18n/locales/en/account-sections';
export { send as enSend } from './i18n/locales/en/send';
export { nftSend as enNftSend } from './i18n/locales/en/nft-send';
export { signIn as enSignIn } from './i18n/locales/en/sign-in';
export { legal as enLegal } from './i18n/locales/en/legal';
export type { SwapActions, SwapArguments } from './client/swap-actions';
export type { SwapFormState, SwapQuoteStatus, SwapStep, SwapTokensStatus } from './swap/swap-form-store';
export type { SwapDraft } from './swap/swap-draft';
export type { SwapAmountCheck } from './swap/swap-amount-check';
export type { SwapHolding } from './swap/swap-holding';
export type { NameActions } from './client/name-actions';
export type { OnrampActions } from './client/onramp-actions';
export type { PayActions, PayRequest, PayResult } from './client/pay-actions';
export type { PayErrorKind, PayLookup, PayState, PayStep, PayStore } from './pay/pay-store';
export { payShortfall } from './pay/pay-store';
export { paymentUnits } from './pay/pay-transfer';
export {
  PayFailedError,
  PayFeatureDisabledError,
  PayInProgressError,
  PayInsufficientBalanceError,
  PayModalClosedError,
  PayRequestError,
  PayUserRejectedError,
} from './pay/pay-errors';
export type { OnrampError, OnrampOptionsStatus, OnrampState, OnrampStep, OnrampStore } from './onramp/onramp-store';
export type { OnrampAmountProblem } from './onramp/onramp-amount-check';
export { onrampProviderFee } from './onramp/onramp-quote-fee';
export type { NameAvailability, NameRegistrationState, NameRegistrationStep } from './names/name-registration-store';
export type { CounterpartyNamesState } from './names/counterparty-names';
export type { RecipientNameResolution } from './names/recipient-name';
export { isRecipientName } from './names/recipient-name';
export {
  AccountNamesError,
  NAME_ERROR_MESSAGES,
  NameRegistrationError,
  NameResolutionError,
  NameSuggestionsError,
} from './names/name-errors';
export type { SiwxConfig, SiwxMessageInput } from './siwx/siwx-config';
export type { ServerSiwxSession, SiwxSession } from './siwx/siwx-session';
export { createSiwxMessage, type SiwxMessage } from './siwx/siwx-message';
export type { SiwxMessageOptions } from './siwx/siwx-message-options';
export { createLocalSiwx, type LocalSiwxOptions } from './siwx/create-local-siwx';
export { createServerSiwx, type ServerSiwxOptions } from './siwx/create-server-siwx';
export {
  ChainNotSupportedError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkOrClientError,
  SiwxConfigConflictError,
  SiwxNotEnabledError,
} from './errors/siwx-errors';
export { parseSiwxMessage, SiwxMessageError, type SiwxMessageFields } from '@airlock/protocol';
