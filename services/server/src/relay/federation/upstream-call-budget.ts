import type { CounterStore } from '../../counters/counter-store';
import { createWindowBudget } from '../../rate-limit/window-budget';
import { RELAY_RPC_ERRORS } from '../relay-rpc-error';

const MINUTE_MS = 60_000;

/** Who a subscribe or publish headed for the WalletConnect network is charged to. */
export interface UpstreamCaller {
  /** One of this server's projects: only their pages' traffic goes upstream. */
  forwardingProject: string;
  /** The client address of the socket. */
  address: string;
}

/** Charges upstream calls (subscribes and publishes) to the caller's project and address, per minute, counted before anything is sent. */
export interface UpstreamCallBudget {
  /** Throws the limit's RelayRpcError when the project or the address is over its calls for this minute. */
  spend(caller: UpstreamCaller, calls: number): Promise<void>;
}

export function createUpstreamCallBudget(
  counters: CounterStore,
  limits: { perProjectMinute: number; perAddressMinute: number },
): UpstreamCallBudget {
  const perProject = createWindowBudget(counters, limits.perProjectMinute, MINUTE_MS);
  const perAddress = createWindowBudget(counters, limits.perAddressMinute, MINUTE_MS);
  return {
    async spend(caller, calls) {
      // The address first: a stranger flooding from one address is stopped before the project's minute is spent.
      const address = await perAddress.spend(`wc-upstream:address:${caller.address}`, calls);
      if (!address.allowed) throw RELAY_RPC_ERRORS.upstreamLimit(limits.perAddressMinute, 'address');
      const project = await perProject.spend(`wc-upstream:project:${caller.forwardingProject}`, calls);
      if (!project.allowed) throw RELAY_RPC_ERRORS.upstreamLimit(limits.perProjectMinute, 'project');
    },
  };
}
