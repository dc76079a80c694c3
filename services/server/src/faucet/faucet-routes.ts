import type { FaucetResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { chainClientsFor } from '../blockchain/chain-clients';
import { chainIdParam, evmAddress } from '../blockchain/request-schemas';
import { isExecutionReverted, isRpcUnavailable, rpcUnavailable } from '../blockchain/upstream-failure';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../rate-limit/client-address';
import { FaucetEmptyError } from './faucet-empty-error';
import { createFaucetGrants } from './faucet-grants';
import { FaucetPartialError } from './faucet-partial-error';
import { createFaucetSender } from './faucet-sender';

const body = z.object({ projectId: z.string().max(100).optional(), address: evmAddress, chainId: chainIdParam });

/** An empty faucet needs an operator (or a devnet restart); asking again every minute is plenty. */
const EMPTY_RETRY_AFTER_SECONDS = 60;

export const FAUCET_ERRORS = {
  notDevnet: () => new ApiError(400, 'FAUCET_UNAVAILABLE', 'Faucet is only available on devnet chains'),
  limitReached: (retryAfterSeconds: number) =>
    new ApiError(429, 'FAUCET_LIMIT', 'Faucet limit reached: try again later', retryAfterSeconds),
  rejected: () => new ApiError(400, 'FAUCET_REJECTED', 'This address cannot receive faucet funds'),
  empty: () => new ApiError(503, 'FAUCET_EMPTY', 'Faucet is empty: try again later', EMPTY_RETRY_AFTER_SECONDS),
  partial: (error: FaucetPartialError) => new ApiError(502, 'FAUCET_PARTIAL', `${error.message}; the rest failed`),
};

/**
 * POST /v1/faucet: test funds on devnet chains, at most `faucetPerHour` grants per address and
 * chain and `faucetPerIpPerHour` per client IP. All of a grant is sent, or nothing.
 */
export const faucetRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const chains = chainClientsFor(deps.chains);
  const grants = createFaucetGrants(deps.database.db);
  const sender = createFaucetSender();
  const limits = { perAddress: deps.config.faucetPerHour, perClientIp: deps.config.faucetPerIpPerHour };

  app.post('/v1/faucet', { preHandler: requireProject(deps.projects) }, async (request): Promise<FaucetResponse> => {
    const { address, chainId } = body.parse(request.body);
    const chain = chains.find(chainId);
    if (!chain?.config.faucet) throw FAUCET_ERRORS.notDevnet();
    const claim = await grants.claim({ address, chainId: chain.config.caipNetworkId, clientIp: clientAddress(request) }, limits);
    if (!claim.granted) throw FAUCET_ERRORS.limitReached(claim.retryAfterSeconds);
    try {
      return await sender.fund(chain, address);
    } catch (error) {
      if (error instanceof FaucetPartialError) {
        request.log.warn({ err: error.cause, sent: error.sent.transactions }, 'faucet sent part of the funds');
        throw FAUCET_ERRORS.partial(error);
      }
      await grants.release(claim.id);
      if (error instanceof FaucetEmptyError) {
        // An operator's matter, not a fault of this request: a warning without a stack.
        request.log.warn({ chainId: error.chainId, reason: error.message }, 'faucet is empty');
        throw FAUCET_ERRORS.empty();
      }
      if (isExecutionReverted(error)) throw FAUCET_ERRORS.rejected();
      throw isRpcUnavailable(error) ? rpcUnavailable() : error;
    }
  });
};
