import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { AirlockOptions } from '@airlock/core';
import { AirlockProvider, ConnectButton, NetworkButton, createAirlock } from '../src';
import { devnet, devnetL2, walletA, walletB } from '../../core/test/fixtures';
import { MemoryAdapter } from '../../core/test/memory-adapter';

export function renderAirlock(options: Partial<AirlockOptions> = {}, children?: ReactNode) {
  const adapter = new MemoryAdapter([devnet, devnetL2], [walletA, walletB]);
  const airlock = createAirlock({ adapters: [adapter], networks: [devnet, devnetL2], ...options });
  const user = userEvent.setup();
  const result = render(
    <AirlockProvider airlock={airlock}>
      {children ?? (
        <>
          <ConnectButton />
          <NetworkButton />
        </>
      )}
    </AirlockProvider>,
  );
  return { ...result, airlock, adapter, user };
}
