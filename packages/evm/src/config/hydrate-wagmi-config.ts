import type { Config } from '@wagmi/core';

interface Persistence {
  hasHydrated(): boolean;
  rehydrate(): Promise<void> | void;
}

/** wagmi's store is a zustand persist store whenever it was given a storage (typed loosely by wagmi). */
function persistenceOf(config: Config): Persistence | undefined {
  if (!config.storage) return undefined;
  return (config._internal.store as unknown as { persist?: Persistence }).persist;
}

/**
 * What wagmi leaves for the client when `ssr` is on: read the persisted state once, then turn the
 * EIP-6963 wallets that announced meanwhile into connectors (wagmi only adds later announcements
 * itself). Safe to call when the dApp's <WagmiProvider> already hydrated: nothing is read twice
 * and connectors are matched by id, so none is added twice.
 */
export async function hydrateWagmiConfig(config: Config): Promise<void> {
  const { mipd, connectors } = config._internal;
  const persistence = persistenceOf(config);
  if (persistence && !persistence.hasHydrated()) await persistence.rehydrate();
  if (!mipd) return;

  connectors.setState((existing) => {
    const knownIds = new Set(existing.map((connector) => connector.id));
    const announced = mipd
      .getProviders()
      .filter((detail) => !knownIds.has(detail.info.rdns))
      .map((detail) => connectors.setup(connectors.providerDetailToConnector(detail)));
    return announced.length > 0 ? [...existing, ...announced] : existing;
  });
}
