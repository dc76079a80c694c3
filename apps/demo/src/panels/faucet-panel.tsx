import { useState } from 'react';
import type { FaucetResponse } from '@airlock/protocol';
import { useAirlock, useAirlockAccount, useAirlockNetwork } from '@airlock/react';
import { ErrorText } from './error-text';

type Status =
  | { state: 'idle' }
  | { state: 'requesting' }
  | { state: 'funded'; funded: FaucetResponse['funded'] }
  | { state: 'failed'; message: string };

/** Devnet faucet on the Airlock server: a new account gets ETH and USDC to try things with. */
export function FaucetPanel() {
  const airlock = useAirlock();
  const { address } = useAirlockAccount();
  const { network } = useAirlockNetwork();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  if (!airlock.api || !address || !network) return null;
  const api = airlock.api;

  const request = async () => {
    setStatus({ state: 'requesting' });
    try {
      const response = await api.post<FaucetResponse>('/v1/faucet', { projectId: api.projectId, address, chainId: network.caipNetworkId });
      setStatus({ state: 'funded', funded: response.funded });
      await airlock.refreshBalance({ force: true });
    } catch (error) {
      const detail = (error as { details?: string }).details;
      setStatus({ state: 'failed', message: detail ?? (error as Error).message });
    }
  };

  return (
    <section className="demo-card" aria-labelledby="faucet-title">
      <h2 id="faucet-title">Test funds</h2>
      <p className="demo-muted">The devnet faucet sends ETH and USDC to your account on {network.name}.</p>
      <button type="button" className="demo-button" onClick={request} disabled={status.state === 'requesting'}>
        {status.state === 'requesting' ? 'Sending test funds…' : 'Get test funds'}
      </button>
      <div aria-live="polite">
        {status.state === 'funded' && (
          <p className="demo-ok" data-testid="demo-faucet-result">
            Received {status.funded.map((entry) => `${entry.amount} ${entry.symbol}`).join(' and ')}.
          </p>
        )}
        <ErrorText message={status.state === 'failed' ? status.message : undefined} />
      </div>
    </section>
  );
}
