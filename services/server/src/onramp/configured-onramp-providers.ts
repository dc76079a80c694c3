import type { ServerDeps } from '../app/server-deps';
import type { ChainClients } from '../blockchain/chain-clients';
import type { OnrampProvider } from './onramp-provider';
import { createSandboxProvider, sandboxChains } from './sandbox/sandbox-provider';

/** The providers this server can offer: real ones only with the operator's keys, the sandbox only where a devnet treasury is. */
export function configuredOnrampProviders(deps: ServerDeps, chains: ChainClients): OnrampProvider[] {
  const providers: OnrampProvider[] = [];
  if (sandboxChains(chains).length > 0) providers.push(createSandboxProvider(chains));
  return providers;
}
