// Airlock embedded exactly as README.md's "Embed it in your dApp" shows.
// WalletConnect: Airlock has no WalletConnect connector yet; when it has one and the README
// documents how to turn it on, this app turns it on too, so the figure includes it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { createEvmAdapter, mainnet, sepolia } from '@airlock/evm';
import { AirlockProvider, ConnectButton, NetworkButton, createAirlock } from '@airlock/react';

const networks = [mainnet, sepolia] as const;
const server = { apiUrl: 'https://airlock.my.app', projectId: 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1' };
const evm = createEvmAdapter({ networks: [...networks], ...server });
const airlock = createAirlock({ adapters: [evm], networks: [...networks], ...server, metadata: { name: 'My dApp' } });
const queryClient = new QueryClient();

function Root() {
  return (
    <WagmiProvider config={evm.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <AirlockProvider airlock={airlock}>
          <NetworkButton />
          <ConnectButton />
        </AirlockProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Root />);
