import type {
  OnrampOptionsResponse,
  OnrampOrder,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
  OnrampUrlResponse,
} from '@airlock/protocol';
import type { ApiClient } from './api-client';

/** The server's on-ramp routes (spec §7), through the generic client. */
export interface OnrampApi {
  options(provider?: string): Promise<OnrampOptionsResponse>;
  quote(request: OnrampQuoteRequest): Promise<OnrampQuote>;
  checkoutUrl(request: OnrampUrlRequest): Promise<OnrampUrlResponse>;
  order(id: string): Promise<OnrampOrder>;
}

export function onrampApi(api: ApiClient): OnrampApi {
  return {
    options: (provider) => api.get('/v1/onramp/options', { provider }),
    quote: (request) => api.post('/v1/onramp/quote', request),
    checkoutUrl: (request) => api.post('/v1/generators/onrampurl', request),
    order: (id) => api.get(`/v1/onramp/orders/${encodeURIComponent(id)}`),
  };
}
