import type { HandledRequest } from './walletconnect-test-wallet-types';

interface Waiter {
  method: string;
  resolve(request: HandledRequest): void;
  reject(error: Error): void;
}

/** The handled requests, and `waitForRequest` over them: each call takes the next unclaimed one of its method. */
export function createRequestLog() {
  const requests: HandledRequest[] = [];
  const claimed = new Set<HandledRequest>();
  const waiters: Waiter[] = [];

  const unclaimed = (method: string) => requests.find((request) => request.method === method && !claimed.has(request));

  return {
    requests: requests as readonly HandledRequest[],
    add(request: HandledRequest): void {
      requests.push(request);
      const index = waiters.findIndex((waiter) => waiter.method === request.method);
      if (index === -1) return;
      const [waiter] = waiters.splice(index, 1);
      claimed.add(request);
      waiter!.resolve(request);
    },
    waitFor(method: string): Promise<HandledRequest> {
      const request = unclaimed(method);
      if (request) {
        claimed.add(request);
        return Promise.resolve(request);
      }
      return new Promise((resolve, reject) => waiters.push({ method, resolve, reject }));
    },
    /** Fails every pending wait (the wallet is closing). */
    abandon(error: Error): void {
      for (const waiter of waiters.splice(0)) waiter.reject(error);
    },
  };
}

export type RequestLog = ReturnType<typeof createRequestLog>;
