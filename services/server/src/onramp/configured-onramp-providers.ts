import type { ServerDeps } from '../app/server-deps';
import type { ChainClients } from '../blockchain/chain-clients';
import { createCoinbaseProvider } from './coinbase/coinbase-provider';
import { createMoonpayProvider } from './moonpay/moonpay-provider';
import type { OnrampProvider } from './onramp-provider';
import { createSandboxProvider, sandboxChains } from './sandbox/sandbox-provider';

/**
 * The providers this server can offer: real ones only with the operator's keys (nothing leaves the machine without
 * them), the sandbox only where a devnet treasury is.
 */
export function configuredOnrampProviders(deps: ServerDeps, chains: ChainClients): OnrampProvider[] {
  const { moonpay, coinbase, onrampProviderTimeoutMs: timeoutMs } = deps.config;
  const providers: OnrampProvider[] = [];
  if (coinbase) providers.push(createCoinbaseProvider(coinbase, timeoutMs));
  if (moonpay) providers.push(createMoonpayProvider(moonpay, timeoutMs));
  if (sandboxChains(chains).length > 0) providers.push(createSandboxProvider(chains));
  return providers;
}
