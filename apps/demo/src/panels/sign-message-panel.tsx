import { useState, type FormEvent } from 'react';
import { recoverMessageAddress, type Hex } from 'viem';
import { ERROR_MESSAGES, isAirlockError } from '@airlock/core';
import { useAirlock, useAirlockAccount } from '@airlock/react';
import { ErrorText } from './error-text';

type Result =
  | { state: 'idle' }
  | { state: 'signing' }
  | { state: 'signed'; signature: string; verified: boolean }
  | { state: 'error'; message: string };

/** Signs with the connected wallet and checks the signature recovers to the account. */
export function SignMessagePanel() {
  const airlock = useAirlock();
  const { address } = useAirlockAccount();
  const [message, setMessage] = useState('Hello from Airlock');
  const [result, setResult] = useState<Result>({ state: 'idle' });

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setResult({ state: 'error', message: 'Write a message to sign.' });
      return;
    }
    setResult({ state: 'signing' });
    try {
      const signature = await airlock.signMessage(message);
      const signer = await recoverMessageAddress({ message, signature: signature as Hex });
      setResult({ state: 'signed', signature, verified: signer.toLowerCase() === address?.toLowerCase() });
    } catch (error) {
      const reason = isAirlockError(error, 'USER_REJECTED') ? 'You declined in your wallet.' : (error as Error).message;
      setResult({ state: 'error', message: `${ERROR_MESSAGES.errorSigningMessage}. ${reason}` });
    }
  };

  return (
    <section className="demo-card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <form onSubmit={sign} className="demo-form">
        <label htmlFor="sign-message">Message</label>
        <textarea id="sign-message" value={message} onChange={(event) => setMessage(event.target.value)} rows={2} />
        <button type="submit" className="demo-button" disabled={result.state === 'signing'}>
          {result.state === 'signing' ? 'Waiting for wallet…' : 'Sign message'}
        </button>
      </form>
      <div aria-live="polite">
        {result.state === 'signed' && (
          <>
            <p className="demo-label">Signature</p>
            <p className="demo-mono demo-wrap" data-testid="demo-signature">
              {result.signature}
            </p>
            <p data-testid="demo-verification" className={result.verified ? 'demo-ok' : 'demo-error'}>
              {result.verified ? 'Signature verified: signed by your account' : 'Signature does not verify'}
            </p>
          </>
        )}
        <ErrorText message={result.state === 'error' ? result.message : undefined} />
      </div>
    </section>
  );
}
