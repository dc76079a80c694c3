import type { GasPriceResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { API_ERRORS } from '../http/api-error';
import { chainClientsFor } from './chain-clients';
import { gasPrices } from './gas-price';
import { chainIdParam, sdkQueryFields } from './request-schemas';

const query = z.object({ ...sdkQueryFields, chainId: chainIdParam.optional() });

/** GET /v1/convert/gas-price: fee levels in wei; unsupported networks are an error (spec §7). */
export const gasPriceRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const chains = chainClientsFor(deps.chains);
  app.get('/v1/convert/gas-price', { preHandler: requireProject(deps.projects) }, async (request): Promise<GasPriceResponse> => {
    const { chainId } = query.parse(request.query);
    const chain = chains.find(chainId);
    if (!chain) throw API_ERRORS.networkNotSupported('Gas Price');
    return gasPrices(chain);
  });
};
