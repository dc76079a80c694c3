import type { NameGatewayInfo } from '@airlock/protocol';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Hex } from 'viem';
import { z } from 'zod';
import { MAX_GATEWAY_CALL_DATA_BYTES } from './gateway-query';
import { gatewayRequestError } from './gateway-request-error';
import type { GatewaySigningKey } from './gateway-signing-key';
import { GATEWAY_PATH, gatewayUrlTemplate } from './gateway-url';

export interface NamesGatewayRoutesOptions {
  suffix: string;
  signingKey: () => Promise<GatewaySigningKey>;
  /** createGatewayResponder's: the signed answer to `data` (resolve(bytes,bytes)) from the resolver `sender`. */
  answer: (sender: string, data: string) => Promise<Hex>;
  /** AIRLOCK_PUBLIC_URL: the server's address for clients, when it differs from the Host header. */
  publicUrls: readonly URL[];
}

// Both hex strings, JSON quoting and the keys: well within this.
const BODY_LIMIT_BYTES = 2 * MAX_GATEWAY_CALL_DATA_BYTES + 1024;
const postBody = z.strictObject({ sender: z.string().max(42), data: z.string().max(2 * MAX_GATEWAY_CALL_DATA_BYTES + 2) });
// `<sender>/<data>.json`: matched by hand, as the data is longer than a route parameter may be.
const GET_PATH = /^(0x[0-9a-fA-F]{40})\/(0x[0-9a-fA-F]*)\.json$/;

/**
 * The names gateway (EIP-3668): GET /v1/profile/gateway/{sender}/{data}.json and POST /v1/profile/gateway answer an
 * offchain resolver's lookups with `{ data }`, signed; GET /v1/profile/gateway says where to point a resolver.
 */
export const namesGatewayRoutes: FastifyPluginAsync<NamesGatewayRoutesOptions> = async (app, options) => {
  const { suffix, signingKey, answer, publicUrls } = options;
  const baseUrl = (request: FastifyRequest) => publicUrls[0]?.toString() ?? `${request.protocol}://${request.host}`;

  app.get(GATEWAY_PATH, async (request): Promise<NameGatewayInfo> => {
    const { address } = await signingKey();
    return { suffix, url: gatewayUrlTemplate(baseUrl(request)), signer: address };
  });

  app.get<{ Params: { '*': string } }>(`${GATEWAY_PATH}/*`, async (request): Promise<{ data: Hex }> => {
    const path = request.params['*'];
    if (path.length > 2 * MAX_GATEWAY_CALL_DATA_BYTES + 100)
      throw gatewayRequestError(`data must be at most ${MAX_GATEWAY_CALL_DATA_BYTES} bytes`);
    const match = GET_PATH.exec(path);
    if (!match) throw gatewayRequestError(`Expected ${GATEWAY_PATH}/{sender}/{data}.json with sender an address and data hex`);
    return { data: await answer(match[1]!, match[2]!) };
  });

  app.post(GATEWAY_PATH, { bodyLimit: BODY_LIMIT_BYTES }, async (request): Promise<{ data: Hex }> => {
    const parsed = postBody.safeParse(request.body);
    if (!parsed.success) throw gatewayRequestError('Expected a JSON body { "sender": address, "data": hex }');
    return { data: await answer(parsed.data.sender, parsed.data.data) };
  });
};
