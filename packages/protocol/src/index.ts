// The wire protocol's public API, named: what the server, the frame, core and the demo use; test/api-report.test.ts guards the list.
export { DEFAULT_REMOTE_FEATURES, type RemoteFeatures, SOCIAL_PROVIDERS, type SocialProvider } from './remote-features';
export type { ProjectConfigResponse } from './project-config';
export {
  type BalanceResponse,
  type FaucetResponse,
  type FungiblePrice,
  type FungiblePriceResponse,
  type GasPriceResponse,
  type IdentityResponse,
  NATIVE_TOKEN_ADDRESS,
  type SupportedChainsResponse,
  type TokenBalance,
} from './blockchain-api';
export type {
  SwapAllowanceResponse,
  SwapApproveResponse,
  SwapBuildRequest,
  SwapBuildResponse,
  SwapQuote,
  SwapQuotesResponse,
  SwapRouteHop,
  SwapToken,
  SwapTokensResponse,
  SwapTransaction,
} from './convert-api';
export { DEFAULT_SWAP_SLIPPAGE, MAX_SWAP_SLIPPAGE, minimumReceived } from './swap-slippage';
export type { AnalyticsEvent } from './analytics';
export type {
  ProjectWalletChange,
  ProjectWalletChangesResponse,
  WalletEntry,
  WalletLinks,
  WalletListing,
  WalletsResponse,
  WalletStoreLinks,
} from './wallet-registry';
export type {
  FrameAccountType,
  FrameEventMessage,
  FrameReplies,
  FrameReplyMessage,
  FrameRequestMessage,
  FrameRequests,
  FrameRequestType,
  FrameSocialProvider,
  FrameUser,
} from './frame-messages';
export { CANONICAL_REQUEST_PREFIX, SIGNED_REQUEST_HEADERS } from './embedded-signed-request';
export { SAFE_RPC_METHODS } from './safe-rpc-methods';
export { type DeviceProof, type DeviceProofPurpose, deviceProofText, type EmailStartAction } from './device-proof';
export { SOCIAL_BEGIN_PATH, SOCIAL_CALLBACK_PATH, SOCIAL_POPUP_MESSAGES, type SocialPopupMessage } from './social-popup-messages';
export type {
  AccountNft,
  AccountNftsResponse,
  FungibleInfo,
  NftAttribute,
  NftInfo,
  OperationType,
  Transaction,
  TransactionHistoryResponse,
  TransactionStatus,
  TransactionTransfer,
} from './account-history';
export { formatMessage, formatMessageParts, type MessageValues, placeholdersOf } from './message-format';
export {
  SIWX_MESSAGE_MAX_BYTES,
  SIWX_PATHS,
  type SiwxNonceResponse,
  type SiwxSessionRequest,
  type SiwxSessionResponse,
  type SiwxSessionView,
} from './siwx-api';
export type { SiwxMessageFields } from './siwx-message-fields';
export { formatSiwxMessage } from './siwx/format-siwx-message';
export { parseSiwxMessage } from './siwx/parse-siwx-message';
export { SiwxMessageError, type SiwxMessageErrorCode } from './siwx/siwx-message-error';
export { SIWX_NAMESPACES, type SiwxNamespace } from './siwx/siwx-namespaces';
export {
  DEFAULT_NAME_SUFFIX,
  fullAccountName,
  labelUnderSuffix,
  MAX_NAME_LENGTH,
  MIN_NAME_LENGTH,
  type NameLabelProblem,
  nameLabelProblem,
  normalizeNameLabel,
} from './names/account-name-rules';
export {
  chainOfCoinType,
  coinTypeOfChain,
  DEFAULT_EVM_COIN_TYPE,
  ETHEREUM_COIN_TYPE,
  INVALID_CHAIN_ID_MESSAGE,
  InvalidChainIdError,
} from './names/coin-type';
export {
  formatNameRegistrationMessage,
  type NameRegistrationMessage,
  parseNameRegistrationMessage,
} from './names/name-registration-message';
export type {
  AccountNameRecord,
  NameGatewayInfo,
  NameSuggestion,
  NameSuggestionsResponse,
  RegisterNameRequest,
  ReverseNamesResponse,
} from './names/profile-api';
export type {
  OnrampDestinationWallet,
  OnrampMoney,
  OnrampNetwork,
  OnrampOptionsResponse,
  OnrampOrder,
  OnrampOrderStatus,
  OnrampPaymentCurrency,
  OnrampPaymentMethodLimit,
  OnrampProviderInfo,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
  OnrampUrlResponse,
} from './onramp/onramp-api';
export type {
  AttachPaymentTransactionRequest,
  CreatePaymentRequest,
  PaymentReceipt,
  PaymentStatus,
  PaymentToken,
} from './pay/pay-api';
export { PAYMENT_ID_PATTERN } from './pay/pay-api';
