import { useState } from 'react';
import type { PaymentReceipt } from '@airlock/protocol';
import { useAirlock, usePay } from '@airlock/react';
import { ErrorText } from './error-text';

/** The demo shop's merchant: a fixed devnet address nobody else pays, so its receipts are easy to read. */
export const DEMO_MERCHANT = '0x3a3c2d1Af82bad515aE54482bA98A71A44644973';
const PRICE = { amount: '5', token: 'USDC' };

type Status = { state: 'idle' } | { state: 'paying' } | { state: 'paid'; receipt: PaymentReceipt } | { state: 'failed'; message: string };

/**
 * Pay the merchant (issue 22): `airlock.pay()` opens the modal's checkout; once it resolves, the page reads GET /v1/pay/{id}
 * as the dApp's server would, and shows what that receipt says.
 */
export function PayPanel() {
  const airlock = useAirlock();
  const pay = usePay();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const chain = airlock.options.networks[0];
  if (!airlock.api || !chain) return null;
  const api = airlock.api;

  const checkout = async () => {
    setStatus({ state: 'paying' });
    try {
      const { id } = await pay({ recipient: DEMO_MERCHANT, ...PRICE, chainId: Number(chain.id) });
      // Standing in for the dApp's server: it trusts the receipt route, not the page.
      setStatus({ state: 'paid', receipt: await api.get<PaymentReceipt>(`/v1/pay/${id}`) });
    } catch (error) {
      setStatus({ state: 'failed', message: `${(error as Error).name}: ${(error as Error).message}` });
    }
  };

  const receipt = status.state === 'paid' ? status.receipt : undefined;
  return (
    <section className="demo-card" aria-labelledby="pay-title">
      <h2 id="pay-title">Pay the merchant</h2>
      <p className="demo-muted">
        The demo shop sells a sticker for {PRICE.amount} {PRICE.token} on {chain.name}. The merchant's address is{' '}
        <code data-testid="demo-merchant">{DEMO_MERCHANT}</code>.
      </p>
      <button type="button" className="demo-button" onClick={checkout} disabled={status.state === 'paying'}>
        {status.state === 'paying' ? 'Paying…' : `Pay ${PRICE.amount} ${PRICE.token}`}
      </button>
      <div aria-live="polite">
        {receipt && (
          <dl className="demo-receipt" data-testid="demo-pay-receipt" aria-label="Receipt from GET /v1/pay/{id}">
            <dt>Status</dt>
            <dd data-testid="demo-pay-status">{receipt.status}</dd>
            <dt>Amount</dt>
            <dd data-testid="demo-pay-amount">
              {receipt.amount} {receipt.token.symbol}
            </dd>
            <dt>Recipient</dt>
            <dd data-testid="demo-pay-recipient">{receipt.recipient}</dd>
            <dt>Payer</dt>
            <dd>{receipt.payer}</dd>
            <dt>Transaction</dt>
            <dd data-testid="demo-pay-hash">{receipt.transactionHash}</dd>
            <dt>Payment</dt>
            <dd data-testid="demo-pay-id">{receipt.id}</dd>
          </dl>
        )}
        <ErrorText message={status.state === 'failed' ? status.message : undefined} />
      </div>
    </section>
  );
}
