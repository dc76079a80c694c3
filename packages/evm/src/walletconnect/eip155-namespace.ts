import type { Chain } from 'viem';

/** What the dApp asks a wallet for. Everything is optional, so a wallet approves the chains it has. */
export const EIP155_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const;

export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const;

export interface ProposedNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  rpcMap: Record<string, string>;
  defaultChain?: string;
}

/** The eip155 entry of a proposal; other namespaces (solana, bip122) add their own entries beside it. */
export function eip155Namespace(
  chains: readonly Chain[],
  rpcUrlOf: (chainId: number) => string,
  defaultChainId?: number,
): ProposedNamespace {
  return {
    chains: chains.map((chain) => `eip155:${chain.id}`),
    methods: [...EIP155_METHODS],
    events: [...EIP155_EVENTS],
    rpcMap: Object.fromEntries(chains.map((chain) => [String(chain.id), rpcUrlOf(chain.id)])),
    ...(defaultChainId === undefined ? {} : { defaultChain: String(defaultChainId) }),
  };
}
