import { useState } from 'react';
import { useConfig } from 'wagmi';
import { useAirlock } from '@airlock/react';
import { BATCH_RECIPIENTS } from './batch-recipients';
import { ErrorText } from './error-text';

type Status =
  | { state: 'idle' }
  | { state: 'waiting-wallet' }
  | { state: 'confirming'; id: string }
  | { state: 'confirmed'; calls: number; transactions: string[]; atomic: boolean }
  | { state: 'failed'; message: string };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** EIP-5792: two ETH transfers sent as one batch (wallet_sendCalls), followed by wallet_getCallsStatus. */
export function SendBatchPanel() {
  const airlock = useAirlock();
  const wagmiConfig = useConfig();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const busy = status.state === 'waiting-wallet' || status.state === 'confirming';

  const send = async () => {
    setStatus({ state: 'waiting-wallet' });
    try {
      // The batch code (wagmi's sendCalls and getCallsStatus) loads on first use.
      const { sendDemoBatch } = await import('./send-batch');
      const outcome = await sendDemoBatch(wagmiConfig, (id) => setStatus({ state: 'confirming', id }));
      await airlock.refreshBalance().catch(() => undefined);
      setStatus({ state: 'confirmed', calls: outcome.calls, transactions: outcome.transactions, atomic: outcome.atomic });
    } catch (error) {
      setStatus({ state: 'failed', message: (error as { shortMessage?: string }).shortMessage ?? (error as Error).message });
    }
  };

  return (
    <section className="demo-card" aria-labelledby="batch-title">
      <h2 id="batch-title">Send a batch</h2>
      <p>Two small transfers in one request. A smart account runs them as one atomic transaction.</p>
      <ul className="demo-list">
        {BATCH_RECIPIENTS.map((recipient) => (
          <li key={recipient.to}>
            {recipient.eth} ETH to <span className="demo-mono demo-wrap">{recipient.to}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="demo-button" onClick={() => void send()} disabled={busy}>
        {status.state === 'waiting-wallet' ? 'Waiting for wallet…' : status.state === 'confirming' ? 'Confirming…' : 'Send batch'}
      </button>
      <div aria-live="polite">
        {status.state === 'confirming' && (
          <>
            <p className="demo-label">Batch id</p>
            <p className="demo-mono demo-wrap" data-testid="demo-batch-id">
              {status.id}
            </p>
          </>
        )}
        {status.state === 'confirmed' && (
          <>
            <p className="demo-ok" data-testid="demo-batch-result">
              Batch confirmed: {plural(status.calls, 'call')} in {plural(status.transactions.length, 'transaction')}
              {status.atomic ? ' (atomic)' : ''}
            </p>
            {status.transactions.map((hash) => (
              <p key={hash} className="demo-mono demo-wrap">
                {hash}
              </p>
            ))}
          </>
        )}
        <ErrorText message={status.state === 'failed' ? status.message : undefined} />
      </div>
    </section>
  );
}
