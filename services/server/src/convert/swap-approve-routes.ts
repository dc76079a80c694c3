import type { SwapApproveResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import { sdkQueryFields } from '../blockchain/request-schemas';
import { ApiError } from '../http/api-error';
import type { ConvertDeps } from './convert-deps';
import { amountParam, caip10Param, userAddressParam } from './convert-request-schemas';
import { SWAP_ERRORS } from './swap-errors';
import { swapPairOf } from './swap-pair-request';

const query = z.object({
  ...sdkQueryFields,
  userAddress: userAddressParam,
  from: caip10Param,
  to: caip10Param,
  amount: amountParam.optional(),
});

const nativeNeedsNoApproval = () => new ApiError(400, 'BAD_REQUEST', 'The native currency needs no approval: swap it directly');

/** GET /v1/convert/build-approve: approve(router, amount or unlimited) on the from token; unsupported networks are an error (spec §7). */
export const swapApproveRoutes: FastifyPluginAsync<ConvertDeps> = async (app, deps) => {
  app.get('/v1/convert/build-approve', { preHandler: requireProject(deps.projects) }, async (request): Promise<SwapApproveResponse> => {
    const { userAddress, from, to, amount } = query.parse(request.query);
    const pair = swapPairOf(deps.swapChains, from, to, userAddress);
    if (!pair) throw SWAP_ERRORS.networkNotSupported();
    if (pair.from.native) throw nativeNeedsNoApproval();
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [pair.market.swap.router, amount ?? maxUint256] });
    return { tx: { from: userAddress.address, to: pair.from.address, data, value: '0' } };
  });
};
