import type { ReactNode } from 'react';
import { formatBalance, truncateAddress, type Network } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useAirlockAccount, type AirlockAccount } from '../hooks/use-airlock-account';
import { useAirlockNetwork } from '../hooks/use-airlock-network';
import { ThemedButton } from '../ui/themed-button';
import { useMessages } from '../i18n/use-messages';
import { useLocale } from '../i18n/use-locale';

export interface ConnectButtonRenderProps {
  account: AirlockAccount;
  network: Network | undefined;
  networkSupported: boolean;
  openConnect: () => void;
  openAccount: () => void;
  openNetworks: () => void;
}

function useConnectButtonProps(): ConnectButtonRenderProps {
  const client = useAirlock();
  const account = useAirlockAccount();
  const { network, supported } = useAirlockNetwork();
  return {
    account,
    network,
    networkSupported: supported,
    openConnect: () => client.open({ view: 'Connect' }),
    openAccount: () => client.open({ view: 'Account' }),
    openNetworks: () => client.open({ view: supported ? 'Networks' : 'UnsupportedChain' }),
  };
}

/** Connect when disconnected; the balance and the account's name (or short address), opening Account, when connected. */
export function ConnectButton({ label, showBalance = true }: { label?: string; showBalance?: boolean }) {
  const { locale } = useLocale();
  const messages = useMessages();
  const props = useConnectButtonProps();
  const { account } = props;
  const busy = account.status === 'connecting' || account.status === 'reconnecting';

  if (account.isConnected && account.address) {
    const balance =
      account.balance && showBalance
        ? `${formatBalance(account.balance.value, account.balance.decimals, account.balance.symbol, locale)} · `
        : '';
    return (
      <ThemedButton connected onClick={props.openAccount}>
        {account.profileImage ? <img src={account.profileImage} alt="" /> : null}
        <span className="airlock-visually-hidden">{messages.account} </span>
        {balance}
        {account.profileName ?? truncateAddress(account.address)}
      </ThemedButton>
    );
  }
  return (
    <ThemedButton aria-busy={busy || undefined} onClick={props.openConnect}>
      {busy ? messages.connecting : (label ?? messages.connectWallet)}
    </ThemedButton>
  );
}

/** Fully custom buttons: everything the default button knows, rendered your way. */
ConnectButton.Custom = function ConnectButtonCustom({ children }: { children: (props: ConnectButtonRenderProps) => ReactNode }) {
  return <>{children(useConnectButtonProps())}</>;
};
