import { ConnectButton, NetworkButton, useAirlockAccount } from '@airlock/react';
import { AccountPanel } from './panels/account-panel';
import { EventsPanel } from './panels/events-panel';
import { FaucetPanel } from './panels/faucet-panel';
import { LegalPanel } from './panels/legal-panel';
import { PayPanel } from './panels/pay-panel';
import { SendBatchPanel } from './panels/send-batch-panel';
import { SendEthPanel } from './panels/send-eth-panel';
import { SignInPanel } from './panels/sign-in-panel';
import { SignMessagePanel } from './panels/sign-message-panel';
import { TypedDataPanel } from './panels/typed-data-panel';
import { WagmiPanel } from './panels/wagmi-panel';

export function App() {
  const account = useAirlockAccount();
  return (
    <div className="demo">
      <header className="demo-header">
        <h1 className="demo-brand">Airlock Demo</h1>
        <nav className="demo-actions" aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="demo-main">
        {account.isConnected ? (
          <>
            <AccountPanel />
            <SignInPanel />
            <SignMessagePanel />
            <TypedDataPanel />
            <SendEthPanel />
            <SendBatchPanel />
            <FaucetPanel />
            <WagmiPanel />
          </>
        ) : (
          <section className="demo-card demo-hero" aria-labelledby="hero-title">
            <h2 id="hero-title">Connect a wallet to begin</h2>
            <p>
              This little dApp runs on the local Airlock devnet. Connect a browser wallet, or a phone wallet by WalletConnect through the
              local relay, to sign a message and send test ETH; nothing here leaves your machine.
            </p>
            {account.status === 'reconnecting' && <p role="status">Restoring your last connection…</p>}
          </section>
        )}
        {!account.isConnected && <SignInPanel />}
        {!account.isConnected && <LegalPanel />}
        <PayPanel />
        <EventsPanel />
      </main>
    </div>
  );
}
