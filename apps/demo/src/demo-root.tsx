import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { WagmiProvider } from 'wagmi';
import { AirlockProvider } from '@airlock/react';
import { App } from './app';
import { createDemoAirlock } from './config/create-demo-airlock';
import type { DemoConfig } from './config/demo-config';

/** Everything the page renders; also rendered on the server by the SSR test. */
export function DemoRoot({ config }: { config: DemoConfig }) {
  const [{ airlock, wagmiConfig }] = useState(() => createDemoAirlock(config));
  const [queryClient] = useState(() => new QueryClient());
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <AirlockProvider airlock={airlock}>
          <App />
        </AirlockProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
