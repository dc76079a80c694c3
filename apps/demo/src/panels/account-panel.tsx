import { formatBalance } from '@airlock/core';
import { useAirlockAccount, useAirlockNetwork, useWalletInfo } from '@airlock/react';

export function AccountPanel() {
  const account = useAirlockAccount();
  const { network } = useAirlockNetwork();
  const wallet = useWalletInfo();
  return (
    <section className="demo-card" aria-labelledby="account-title">
      <h2 id="account-title">Your account</h2>
      <dl className="demo-facts">
        <dt>Address</dt>
        <dd className="demo-mono" data-testid="demo-address">
          {account.address}
        </dd>
        <dt>Wallet</dt>
        <dd>{wallet?.name ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="demo-network">{network?.name ?? '—'}</dd>
        <dt>Balance</dt>
        <dd data-testid="demo-balance">
          {account.balance ? formatBalance(account.balance.value, account.balance.decimals, account.balance.symbol) : '…'}
        </dd>
      </dl>
    </section>
  );
}
