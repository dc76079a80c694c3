import type { SessionTypes } from '@walletconnect/types';

type Outcome = SessionTypes.Struct | 'rejected';

interface Pending {
  resolve(outcome: Outcome): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/** `pair()` calls waiting for the proposal that arrives on their pairing topic to be answered. */
export function createPendingPairings(timeoutMs: number) {
  const pending = new Map<string, Pending>();

  const take = (pairingTopic: string) => {
    const entry = pending.get(pairingTopic);
    if (entry) {
      clearTimeout(entry.timer);
      pending.delete(pairingTopic);
    }
    return entry;
  };

  return {
    wait(pairingTopic: string): Promise<Outcome> {
      take(pairingTopic)?.reject(new Error(`pair() was called again with the same URI (pairing ${pairingTopic}).`));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          take(pairingTopic);
          reject(new Error(`No session proposal arrived on pairing ${pairingTopic} within ${timeoutMs} ms.`));
        }, timeoutMs);
        pending.set(pairingTopic, { resolve, reject, timer });
      });
    },
    settle(pairingTopic: string, outcome: Outcome): void {
      take(pairingTopic)?.resolve(outcome);
    },
    fail(pairingTopic: string, error: Error): void {
      take(pairingTopic)?.reject(error);
    },
    failAll(error: Error): void {
      for (const topic of [...pending.keys()]) take(topic)?.reject(error);
    },
  };
}
