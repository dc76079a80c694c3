import type { CreatePaymentRequest, PaymentReceipt } from '@airlock/protocol';
import type { ApiClient } from '../api/api-client';

/** The Pay routes (issue 22) as the modal calls them. */
export function payApi(api: ApiClient) {
  return {
    create: (request: CreatePaymentRequest) => api.post<PaymentReceipt>('/v1/pay', request),
    attach: (id: string, hash: string) => api.post<PaymentReceipt>(`/v1/pay/${id}/transaction`, { hash }),
    receipt: (id: string) => api.get<PaymentReceipt>(`/v1/pay/${id}`),
  };
}

export type PayApi = ReturnType<typeof payApi>;
