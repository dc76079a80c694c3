// The floor: a dApp with only wagmi and a plain connect button, on the same chains as the Airlock app.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { WagmiProvider, createConfig, http, useAccount, useConnect } from 'wagmi';
import { mainnet, sepolia } from 'wagmi/chains';
import { injected } from 'wagmi/connectors';

const config = createConfig({
  chains: [mainnet, sepolia],
  connectors: [injected()],
  transports: { [mainnet.id]: http(), [sepolia.id]: http() },
});
const queryClient = new QueryClient();

function ConnectButton() {
  const { address } = useAccount();
  const { connect, connectors } = useConnect();
  if (address) return <span>{address}</span>;
  return (
    <button type="button" onClick={() => connect({ connector: connectors[0]! })}>
      Connect
    </button>
  );
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectButton />
    </QueryClientProvider>
  </WagmiProvider>,
);
