import { ApiError } from '../http/api-error';
import { MAX_BODY_BYTES } from './analytics-event-schema';

export const ANALYTICS_ERRORS = {
  quotaExceeded: (retryAfterSeconds: number) =>
    new ApiError(429, 'ANALYTICS_QUOTA', 'Analytics quota exceeded: try again later', retryAfterSeconds),
  bodyTooLarge: () =>
    new ApiError(413, 'PAYLOAD_TOO_LARGE', `Analytics body too large: at most ${MAX_BODY_BYTES} bytes; send fewer events per batch`),
};
