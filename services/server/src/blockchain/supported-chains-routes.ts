import type { SupportedChainsResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { sdkQueryFields } from './request-schemas';

const query = z.object(sdkQueryFields);

/** GET /v1/supported-chains: the networks the RPC proxy serves (HTTP only; no WebSocket RPC yet). */
export const supportedChainsRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  app.get('/v1/supported-chains', { preHandler: requireProject(deps.projects) }, async (request) => {
    query.parse(request.query);
    const response: SupportedChainsResponse = { http: deps.chains.map((chain) => chain.caipNetworkId), ws: [] };
    return response;
  });
};
