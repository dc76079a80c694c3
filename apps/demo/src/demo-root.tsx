import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { WagmiProvider } from 'wagmi';
import type { SiwxConfig } from '@airlock/core';
import { AirlockProvider } from '@airlock/react';
import { App } from './app';
import { createDemoAirlock } from './config/create-demo-airlock';
import type { DemoConfig } from './config/demo-config';

/**
 * Everything the page renders; also rendered on the server by the SSR test. `siwx`, set when the demo's sign-in switch
 * is on, asks visitors to sign in after they connect; `legal`, the terms switch, asks them to agree to the terms first.
 */
export function DemoRoot({ config, siwx, legal }: { config: DemoConfig; siwx?: SiwxConfig; legal?: boolean }) {
  const [{ airlock, wagmiConfig }] = useState(() => createDemoAirlock(config, { siwx, legal }));
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
