import type { FaucetResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { chainClientsFor } from '../blockchain/chain-clients';
import { chainIdParam, evmAddress } from '../blockchain/request-schemas';
import { isExecutionReverted, isRpcUnavailable, rpcUnavailable } from '../blockchain/upstream-failure';
import { ApiError } from '../http/api-error';
import { createFaucetGrants } from './faucet-grants';
import { FaucetPartialError } from './faucet-partial-error';
import { createFaucetSender } from './faucet-sender';

const body = z.object({ projectId: z.string().max(100).optional(), address: evmAddress, chainId: chainIdParam });

export const FAUCET_ERRORS = {
  notDevnet: () => new ApiError(400, 'FAUCET_UNAVAILABLE', 'Faucet is only available on devnet chains'),
  limitReached: () => new ApiError(429, 'FAUCET_LIMIT', 'Faucet limit reached: try again later'),
  rejected: () => new ApiError(400, 'FAUCET_REJECTED', 'This address cannot receive faucet funds'),
  partial: (error: FaucetPartialError) => new ApiError(502, 'FAUCET_PARTIAL', `${error.message}; the rest failed`),
};

/** POST /v1/faucet: test funds on devnet chains, at most `faucetPerHour` grants per address and chain. */
export const faucetRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const chains = chainClientsFor(deps.chains);
  const grants = createFaucetGrants(deps.database.db);
  const sender = createFaucetSender();

  app.post('/v1/faucet', { preHandler: requireProject(deps.projects) }, async (request): Promise<FaucetResponse> => {
    const { address, chainId } = body.parse(request.body);
    const chain = chains.find(chainId);
    if (!chain?.config.faucet) throw FAUCET_ERRORS.notDevnet();
    const grant = await grants.claim(address, chain.config.caipNetworkId, deps.config.faucetPerHour);
    if (!grant) throw FAUCET_ERRORS.limitReached();
    try {
      return await sender.fund(chain, address);
    } catch (error) {
      if (error instanceof FaucetPartialError) {
        request.log.warn({ err: error.cause, sent: error.sent.transactions }, 'faucet sent part of the funds');
        throw FAUCET_ERRORS.partial(error);
      }
      await grants.release(grant);
      if (isExecutionReverted(error)) throw FAUCET_ERRORS.rejected();
      throw isRpcUnavailable(error) ? rpcUnavailable() : error;
    }
  });
};
