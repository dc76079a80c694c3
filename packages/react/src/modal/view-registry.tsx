import type { ComponentType } from 'react';
import { walletDisplayName, type MainMessages, type View, type ViewData } from '@airlock/core';
import { ConnectView } from '../views/connect-view';
import { NetworksView } from '../views/networks-view';
import { lazyWithRetry } from '../ui/lazy-with-retry';

export interface ViewDefinition {
  /** The header's title; some views name what they were opened with (the chosen wallet). */
  title(messages: MainMessages, data: ViewData | undefined): string;
  Component: ComponentType;
}

// Views a visitor may never open load on demand, so they stay out of the dApp's first load.
// So do the views only a connected visitor sees; their code is asked for as soon as a wallet connects
// (preloadConnectedViews), before they are opened.
const AccountView = lazyWithRetry(() => import('../views/account-view').then((module) => module.AccountView));
const SwitchNetworkView = lazyWithRetry(() => import('../views/switch-network-view').then((module) => module.SwitchNetworkView));
const UnsupportedChainView = lazyWithRetry(() => import('../views/unsupported-chain-view').then((module) => module.UnsupportedChainView));
// The browser wallet's connecting view shows only after a wallet is picked: its code is asked for when the modal
// opens (preloadPickedWalletViews).
const ConnectingExternalView = lazyWithRetry(() =>
  import('../views/connecting-external-view').then((module) => module.ConnectingExternalView),
);
const AllWalletsView = lazyWithRetry(() => import('../views/all-wallets-view').then((module) => module.AllWalletsView));
const EmailLoginView = lazyWithRetry(() => import('../views/email-login-view').then((module) => module.EmailLoginView));
const ApproveTransactionView = lazyWithRetry(() =>
  import('../views/approve-transaction-view').then((module) => module.ApproveTransactionView),
);
const ExportPrivateKeyView = lazyWithRetry(() => import('../views/export-private-key-view').then((module) => module.ExportPrivateKeyView));
const UpdateEmailWalletView = lazyWithRetry(() =>
  import('../views/update-email-wallet-view').then((module) => module.UpdateEmailWalletView),
);
const SwapView = lazyWithRetry(() => import('../views/swap-view').then((module) => module.SwapView));
const BuyView = lazyWithRetry(() => import('../views/buy-view').then((module) => module.BuyView));
const SendView = lazyWithRetry(() => import('../views/send-view').then((module) => module.SendView));
const PayView = lazyWithRetry(() => import('../views/pay-view').then((module) => module.PayView));
const ReceiveView = lazyWithRetry(() => import('../views/receive-view').then((module) => module.ReceiveView));
const SiwxSignMessageView = lazyWithRetry(() => import('../views/siwx-sign-message-view').then((module) => module.SiwxSignMessageView));
const RegisterAccountNameView = lazyWithRetry(() =>
  import('../views/register-account-name-view').then((module) => module.RegisterAccountNameView),
);
const ConnectingWalletConnectView = lazyWithRetry(() =>
  import('../views/connecting-walletconnect-view').then((module) => module.ConnectingWalletConnectView),
);

/** Starts loading the connected-only views' code, once, so a connected visitor opening one does not wait for it. */
export function preloadConnectedViews(): void {
  for (const view of [AccountView, SwitchNetworkView, UnsupportedChainView]) view.preload();
}

/**
 * Starts loading the view a picked browser wallet shows, once, so picking one does not wait for its code; with sign-in
 * on, the sign-in view too, which follows the connection.
 */
export function preloadPickedWalletViews(signIn: boolean): void {
  ConnectingExternalView.preload();
  if (signIn) SiwxSignMessageView.preload();
}

/** Views this build renders. */
export const VIEWS: Partial<Record<View, ViewDefinition>> = {
  Connect: { title: (messages) => messages.connectWallet, Component: ConnectView },
  ConnectingExternal: { title: (messages) => messages.connectWallet, Component: ConnectingExternalView },
  Account: { title: (messages) => messages.account, Component: AccountView },
  AllWallets: { title: (messages) => messages.allWallets, Component: AllWalletsView },
  ConnectingWalletConnect: {
    title: (messages, data) => (data?.wallet ? walletDisplayName(data.wallet.name) : messages.walletConnect),
    Component: ConnectingWalletConnectView,
  },
  ConnectingWalletConnectBasic: { title: (messages) => messages.walletConnect, Component: ConnectingWalletConnectView },
  EmailLogin: { title: (messages) => messages.emailLogin, Component: EmailLoginView },
  ApproveTransaction: { title: (messages) => messages.approveTransaction, Component: ApproveTransactionView },
  ExportPrivateKey: { title: (messages) => messages.exportPrivateKey, Component: ExportPrivateKeyView },
  UpdateEmailWallet: { title: (messages) => messages.updateEmail, Component: UpdateEmailWalletView },
  Networks: { title: (messages) => messages.selectNetwork, Component: NetworksView },
  Swap: { title: (messages) => messages.swap, Component: SwapView },
  Buy: { title: (messages) => messages.buy, Component: BuyView },
  Send: { title: (messages) => messages.send, Component: SendView },
  Pay: { title: (messages) => messages.pay, Component: PayView },
  Receive: { title: (messages) => messages.receive, Component: ReceiveView },
  SwitchNetwork: { title: (messages) => messages.switchNetwork, Component: SwitchNetworkView },
  UnsupportedChain: { title: (messages) => messages.switchNetwork, Component: UnsupportedChainView },
  SIWXSignMessage: { title: (messages) => messages.signIn, Component: SiwxSignMessageView },
  RegisterAccountName: { title: (messages) => messages.accountName, Component: RegisterAccountNameView },
  RegisterAccountNameSuccess: { title: (messages) => messages.accountName, Component: RegisterAccountNameView },
};
