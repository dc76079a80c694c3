import { formatEther } from 'viem';
import { useAccount, useBalance, useChainId } from 'wagmi';

/** Reads the connection with wagmi's own hooks: the modal shares its wagmi config with the dApp. */
export function WagmiPanel() {
  const { address, status } = useAccount();
  const chainId = useChainId();
  const balance = useBalance({ address, query: { refetchInterval: 4000 } });
  return (
    <section className="demo-card" aria-labelledby="wagmi-title">
      <h2 id="wagmi-title">Seen through wagmi</h2>
      <dl className="demo-facts">
        <dt>useAccount</dt>
        <dd className="demo-mono" data-testid="wagmi-address">
          {address ?? status}
        </dd>
        <dt>useChainId</dt>
        <dd data-testid="wagmi-chain-id">{chainId}</dd>
        <dt>useBalance</dt>
        <dd data-testid="wagmi-balance">{balance.data ? `${formatEther(balance.data.value)} ETH` : '…'}</dd>
      </dl>
    </section>
  );
}
