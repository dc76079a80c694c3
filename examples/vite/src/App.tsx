import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import { airlockDevnet, airlockDevnetL2, createEvmAdapter } from '@airlock/evm';
import { AirlockProvider, ConnectButton, NetworkButton, createAirlock } from '@airlock/react';

const networks = [airlockDevnet, airlockDevnetL2] as const; // npm start's chains; yours: mainnet, sepolia, …
const server = {
  apiUrl: import.meta.env.VITE_AIRLOCK_API_URL ?? 'http://localhost:8787',
  projectId: import.meta.env.VITE_AIRLOCK_PROJECT_ID ?? 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1', // npm start's demo project
};
const evm = createEvmAdapter({ networks: [...networks], ...server }); // reads go through the server's RPC proxy
const airlock = createAirlock({ adapters: [evm], networks: [...networks], ...server, metadata: { name: 'My dApp' } });
const queryClient = new QueryClient();

export function App() {
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
