import { useState } from 'react';
import { verifyTypedData, type Address } from 'viem';
import { useAccount, useChainId, useSignTypedData } from 'wagmi';
import { ErrorText } from './error-text';

const TYPES = {
  Greeting: [
    { name: 'from', type: 'address' },
    { name: 'contents', type: 'string' },
  ],
} as const;

type Result = { state: 'idle' } | { state: 'signing' } | { state: 'signed'; verified: boolean } | { state: 'error'; message: string };

/** EIP-712 typed data, signed through wagmi's own hook (eth_signTypedData_v4), then verified. */
export function TypedDataPanel() {
  const { address } = useAccount();
  const chainId = useChainId();
  const { signTypedDataAsync } = useSignTypedData();
  const [result, setResult] = useState<Result>({ state: 'idle' });

  const sign = async () => {
    if (!address) return;
    const typedData = {
      domain: { name: 'Airlock Demo', version: '1', chainId },
      types: TYPES,
      primaryType: 'Greeting' as const,
      message: { from: address, contents: 'Hello from Airlock' },
    };
    setResult({ state: 'signing' });
    try {
      const signature = await signTypedDataAsync(typedData);
      const verified = await verifyTypedData({ ...typedData, address: address as Address, signature });
      setResult({ state: 'signed', verified });
    } catch (error) {
      setResult({ state: 'error', message: (error as { shortMessage?: string }).shortMessage ?? (error as Error).message });
    }
  };

  return (
    <section className="demo-card" aria-labelledby="typed-title">
      <h2 id="typed-title">Sign typed data</h2>
      <p>An EIP-712 greeting, signed with wagmi's useSignTypedData.</p>
      <button type="button" className="demo-button" onClick={sign} disabled={!address || result.state === 'signing'}>
        {result.state === 'signing' ? 'Waiting for wallet…' : 'Sign typed data'}
      </button>
      <div aria-live="polite">
        {result.state === 'signed' && (
          <p className={result.verified ? 'demo-ok' : 'demo-error'} data-testid="demo-typed-result">
            {result.verified ? 'Typed data signature verified' : 'The typed data signature does not match the account'}
          </p>
        )}
        <ErrorText message={result.state === 'error' ? result.message : undefined} />
      </div>
    </section>
  );
}
