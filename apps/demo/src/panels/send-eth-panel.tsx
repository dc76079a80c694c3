import { useState, type FormEvent } from 'react';
import { formatEther } from 'viem';
import { useConfig } from 'wagmi';
import { getBalance, waitForTransactionReceipt } from 'wagmi/actions';
import { useAirlock, useAirlockAccount } from '@airlock/react';
import { validateSendEth } from './send-eth-validation';
import { ErrorText } from './error-text';

type Status =
  | { state: 'idle' }
  | { state: 'invalid'; field: 'to' | 'amount'; message: string }
  | { state: 'waiting-wallet' }
  | { state: 'confirming'; hash: string }
  | { state: 'confirmed'; hash: string; block: bigint; balance: string }
  | { state: 'failed'; message: string };

/** Sends devnet ETH through the modal's connection and shows the hash and the balance after. */
export function SendEthPanel() {
  const airlock = useAirlock();
  const wagmiConfig = useConfig();
  const account = useAirlockAccount();
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const busy = status.state === 'waiting-wallet' || status.state === 'confirming';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSendEth({ to, amount }, account.balance?.value);
    if (!checked.ok) {
      setStatus({ state: 'invalid', field: checked.field, message: checked.message });
      return;
    }
    setStatus({ state: 'waiting-wallet' });
    try {
      const hash = (await airlock.sendTransaction({ to: checked.to, value: checked.value })) as `0x${string}`;
      setStatus({ state: 'confirming', hash });
      const receipt = await waitForTransactionReceipt(wagmiConfig, { hash });
      const balance = await getBalance(wagmiConfig, { address: account.address as `0x${string}` });
      await airlock.refreshBalance();
      setStatus({ state: 'confirmed', hash, block: receipt.blockNumber, balance: formatEther(balance.value) });
    } catch (error) {
      setStatus({ state: 'failed', message: (error as Error).message });
    }
  };

  const invalid = status.state === 'invalid' ? status : undefined;
  return (
    <section className="demo-card" aria-labelledby="send-title">
      <h2 id="send-title">Send ETH</h2>
      <form onSubmit={send} className="demo-form" noValidate>
        <label htmlFor="send-to">Recipient address</label>
        <input
          id="send-to"
          className="demo-mono"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid?.field === 'to' || undefined}
          aria-describedby={invalid?.field === 'to' ? 'send-error' : undefined}
        />
        <label htmlFor="send-amount">Amount (ETH)</label>
        <input
          id="send-amount"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode="decimal"
          placeholder="0.1"
          autoComplete="off"
          aria-invalid={invalid?.field === 'amount' || undefined}
          aria-describedby={invalid?.field === 'amount' ? 'send-error' : undefined}
        />
        <button type="submit" className="demo-button" disabled={busy}>
          {status.state === 'waiting-wallet' ? 'Waiting for wallet…' : status.state === 'confirming' ? 'Confirming…' : 'Send ETH'}
        </button>
      </form>
      <div aria-live="polite">
        <ErrorText id="send-error" message={invalid?.message} />
        {(status.state === 'confirming' || status.state === 'confirmed') && (
          <>
            <p className="demo-label">Transaction hash</p>
            <p className="demo-mono demo-wrap" data-testid="demo-tx-hash">
              {status.hash}
            </p>
          </>
        )}
        {status.state === 'confirmed' && (
          <p className="demo-ok" data-testid="demo-tx-result">
            Confirmed in block {status.block.toString()}. New balance: <span data-testid="demo-new-balance">{status.balance}</span> ETH
          </p>
        )}
        <ErrorText message={status.state === 'failed' ? status.message : undefined} />
      </div>
    </section>
  );
}
