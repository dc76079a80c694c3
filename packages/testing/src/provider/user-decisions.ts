/** Methods that would show the user a prompt in a real wallet. */
export const promptingMethods: ReadonlySet<string> = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
]);

/** The scripted answers of the simulated user: rejections queued by tests, prompts left waiting and chains they refuse. */
export interface UserDecisions {
  rejectNext(method: string | undefined): void;
  holdNext(method: string | undefined): void;
  /** Resolves at once, or, when a queued hold matches `method`, once `releaseHeld()` is called. */
  waitIfHeld(method: string): Promise<void>;
  releaseHeld(): void;
  /** Consumes a queued rejection matching `method`, if any. */
  takeRejection(method: string): boolean;
  refuseChain(chainId: number): void;
  allowChain(chainId: number): void;
  refuses(chainId: number): boolean;
}

/** A queued `method`, or `undefined` meaning any prompt, matches a request for `method`. */
function takeMatching(queue: (string | undefined)[], method: string): boolean {
  const index = queue.findIndex((queued) => (queued === undefined ? promptingMethods.has(method) : queued === method));
  if (index === -1) return false;
  queue.splice(index, 1);
  return true;
}

export function createUserDecisions(): UserDecisions {
  const rejections: (string | undefined)[] = [];
  const holds: (string | undefined)[] = [];
  let releaseWaiting: (() => void)[] = [];
  const refusedChains = new Set<number>();
  return {
    rejectNext(method) {
      rejections.push(method);
    },
    takeRejection(method) {
      return takeMatching(rejections, method);
    },
    holdNext(method) {
      holds.push(method);
    },
    waitIfHeld(method) {
      if (!takeMatching(holds, method)) return Promise.resolve();
      return new Promise((resolve) => releaseWaiting.push(resolve));
    },
    releaseHeld() {
      const waiting = releaseWaiting;
      releaseWaiting = [];
      holds.length = 0;
      for (const release of waiting) release();
    },
    refuseChain(chainId) {
      refusedChains.add(chainId);
    },
    allowChain(chainId) {
      refusedChains.delete(chainId);
    },
    refuses(chainId) {
      return refusedChains.has(chainId);
    },
  };
}
