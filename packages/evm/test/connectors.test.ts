import { describe, expect, it } from 'vitest';
import type { Connector } from '@airlock/core';
import { useWalletFixture } from './support/use-wallet-fixture';
import { nextEvent } from './support/next-event';

const ALPHA_ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';
const BETA_ICON = 'data:image/png;base64,iVBORw0KGgo=';

const context = useWalletFixture();

describe('connectors', () => {
  it('lists each EIP-6963 wallet as its own announced connector with name, icon and rdns', async () => {
    context.fixture.wallet({ name: 'Alpha Wallet', rdns: 'dev.airlock.alpha', icon: ALPHA_ICON });
    context.fixture.wallet({ name: 'Beta Wallet', rdns: 'dev.airlock.beta', icon: BETA_ICON });

    const adapter = await context.fixture.adapter();

    expect(adapter.getConnectors()).toEqual<Connector[]>([
      {
        id: 'dev.airlock.alpha',
        name: 'Alpha Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: ALPHA_ICON,
        info: { rdns: 'dev.airlock.alpha' },
      },
      {
        id: 'dev.airlock.beta',
        name: 'Beta Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: BETA_ICON,
        info: { rdns: 'dev.airlock.beta' },
      },
    ]);
  });

  it('emits connectors when a wallet announces itself after init', async () => {
    const adapter = await context.fixture.adapter();
    expect(adapter.getConnectors()).toEqual([]);

    const announced = nextEvent(adapter, 'connectors');
    context.fixture.wallet({ name: 'Late Wallet', rdns: 'dev.airlock.late' });

    expect((await announced).map((connector) => connector.id)).toEqual(['dev.airlock.late']);
  });

  it('offers the plain injected connector only when something is injected and nothing announced', async () => {
    const injected = context.fixture.wallet({ rdns: 'dev.airlock.injected' });
    context.fixture.stopAnnouncing();
    (window as { ethereum?: unknown }).ethereum = injected;
    try {
      const adapter = await context.fixture.adapter();
      expect(adapter.getConnectors()).toEqual([{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }]);

      const connection = await adapter.connect({ connectorId: 'injected' });
      expect(connection.accounts[0]?.address).toBe(injected.addresses[0]);

      context.fixture.wallet({ name: 'Alpha Wallet', rdns: 'dev.airlock.alpha' });
      await expect.poll(() => adapter.getConnectors().map((connector) => connector.id)).toEqual(['dev.airlock.alpha']);
    } finally {
      delete (window as { ethereum?: unknown }).ethereum;
    }
  });
});
