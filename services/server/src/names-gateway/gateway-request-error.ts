import { ApiError } from '../http/api-error';

/** A CCIP-read request the gateway cannot read: 400 with what is wrong. */
export const gatewayRequestError = (message: string) => new ApiError(400, 'INVALID_GATEWAY_REQUEST', message);
