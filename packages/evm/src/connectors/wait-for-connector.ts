import type { Config, Connector } from '@wagmi/core';

export function findConnector(config: Config, connectorId: string): Connector | undefined {
  return config.connectors.find((connector) => connector.id === connectorId);
}

/**
 * EIP-6963 wallets announce asynchronously after the page loads, so a connector remembered from
 * the last visit may appear a moment after init; wait for it, but not beyond `timeoutMs`.
 */
export function waitForConnector(config: Config, connectorId: string, timeoutMs: number): Promise<Connector | undefined> {
  const present = findConnector(config, connectorId);
  if (present || timeoutMs <= 0) return Promise.resolve(present);

  return new Promise((resolve) => {
    const finish = (connector: Connector | undefined) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(connector);
    };
    const unsubscribe = config._internal.connectors.subscribe(() => {
      const connector = findConnector(config, connectorId);
      if (connector) finish(connector);
    });
    const timer = setTimeout(() => finish(findConnector(config, connectorId)), timeoutMs);
  });
}
