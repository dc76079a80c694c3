import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startLocalChains, type LocalChains } from './local-chains';
import { WalletFixture } from './wallet-fixture';

export interface WalletTestContext {
  readonly local: LocalChains;
  readonly fixture: WalletFixture;
}

/** Local chains for the file, and a fresh wallet fixture (optionally funded) for every test, cleaned up after. */
export function useWalletFixture(options: { fund?: boolean } = {}): WalletTestContext {
  const context = {} as { local: LocalChains; fixture: WalletFixture };
  beforeAll(async () => {
    context.local = await startLocalChains();
  });
  afterAll(async () => {
    await context.local?.stop();
  });
  beforeEach(async () => {
    context.fixture = new WalletFixture(context.local.chains);
    if (options.fund) await context.fixture.fund();
  });
  afterEach(() => context.fixture.cleanUp());
  return context;
}
