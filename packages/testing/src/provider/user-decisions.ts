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

/** The scripted answers of the simulated user: rejections queued by tests and chains they refuse. */
export interface UserDecisions {
  rejectNext(method: string | undefined): void;
  /** Consumes a queued rejection matching `method`, if any. */
  takeRejection(method: string): boolean;
  refuseChain(chainId: number): void;
  allowChain(chainId: number): void;
  refuses(chainId: number): boolean;
}

export function createUserDecisions(): UserDecisions {
  const rejections: (string | undefined)[] = [];
  const refusedChains = new Set<number>();
  return {
    rejectNext(method) {
      rejections.push(method);
    },
    takeRejection(method) {
      const index = rejections.findIndex((rejected) =>
        rejected === undefined ? promptingMethods.has(method) : rejected === method,
      );
      if (index === -1) return false;
      rejections.splice(index, 1);
      return true;
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
