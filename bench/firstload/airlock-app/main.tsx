// Airlock embedded as README.md's "Embed it in your dApp" shows: its App, line for line (examples/vite/src/App.tsx),
// and a render like examples/vite's main.tsx. Built without VITE_AIRLOCK_* set, so it talks to npm start's server.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { airlockDevnet, airlockDevnetL2, createEvmAdapter } from '@airlock/evm';
import { AirlockProvider, ConnectButton, NetworkButton, createAirlock } from '@airlock/react';

const networks = [airlockDevnet, airlockDevnetL2] as const;
const server = {
  apiUrl: import.meta.env.VITE_AIRLOCK_API_URL ?? 'http://localhost:8787',
  projectId: import.meta.env.VITE_AIRLOCK_PROJECT_ID ?? 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1',
};
const evm = createEvmAdapter({ networks: [...networks], ...server });
const airlock = createAirlock({ adapters: [evm], networks: [...networks], ...server, metadata: { name: 'My dApp' } });
const queryClient = new QueryClient();

function App() {
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

createRoot(document.getElementById('root')!).render(<App />);
