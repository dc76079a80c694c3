'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { WagmiProvider } from 'wagmi';
import { airlockDevnet, airlockDevnetL2, createEvmAdapter } from '@airlock/evm';
import { AirlockProvider, createAirlock } from '@airlock/react';

const networks = [airlockDevnet, airlockDevnetL2] as const; // npm start's chains; yours: mainnet, sepolia, …
const server = {
  apiUrl: process.env.NEXT_PUBLIC_AIRLOCK_API_URL ?? 'http://localhost:8787',
  projectId: process.env.NEXT_PUBLIC_AIRLOCK_PROJECT_ID ?? 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1', // npm start's demo project
};
// Safe at module scope, also while Next renders on the server: nothing here touches window.
const evm = createEvmAdapter({ networks: [...networks], ...server });
const airlock = createAirlock({ adapters: [evm], networks: [...networks], ...server, metadata: { name: 'My dApp' } });

export function Providers({ children }: { children: ReactNode }) {
  // One query cache per visitor: on the server, a module-scope client would be shared between requests.
  const [queryClient] = useState(() => new QueryClient());
  return (
    <WagmiProvider config={evm.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <AirlockProvider airlock={airlock}>{children}</AirlockProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
