import type { FastifyRequest } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import type { ChainClients } from '../blockchain/chain-clients';
import type { SwapProvider } from './swap-provider';
import type { SwapQuoter } from './swap-quotes';

/** What the convert routes share: the chains, the providers (on-chain first), the cached quoter and the quote budget. */
export interface ConvertDeps extends ServerDeps {
  swapChains: ChainClients;
  swapProviders: readonly SwapProvider[];
  swapQuoter: SwapQuoter;
  spendQuoteBudget: (request: FastifyRequest) => Promise<void>;
}
