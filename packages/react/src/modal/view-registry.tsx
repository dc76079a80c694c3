import type { ComponentType } from 'react';
import { en, type View } from '@airlock/core';
import { AccountView } from '../views/account-view';
import { ConnectView } from '../views/connect-view';
import { ConnectingExternalView } from '../views/connecting-external-view';
import { NetworksView } from '../views/networks-view';
import { SwitchNetworkView } from '../views/switch-network-view';
import { UnsupportedChainView } from '../views/unsupported-chain-view';

export interface ViewDefinition {
  title: string;
  Component: ComponentType;
}

/** Views this build renders; later features register theirs as lazy chunks. */
export const VIEWS: Partial<Record<View, ViewDefinition>> = {
  Connect: { title: en.connectWallet, Component: ConnectView },
  ConnectingExternal: { title: en.connectWallet, Component: ConnectingExternalView },
  Account: { title: en.account, Component: AccountView },
  Networks: { title: en.selectNetwork, Component: NetworksView },
  SwitchNetwork: { title: en.switchNetwork, Component: SwitchNetworkView },
  UnsupportedChain: { title: en.switchNetwork, Component: UnsupportedChainView },
};
