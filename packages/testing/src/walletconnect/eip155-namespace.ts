import type { Address } from 'viem';
import type { SupportedNamespace } from './supported-namespace';

export const EIP155_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
];

export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'];

export const eip155ChainId = (chainId: number): string => `eip155:${chainId}`;

export function parseEip155ChainId(caipChainId: string): number | undefined {
  const match = /^eip155:(\d+)$/.exec(caipChainId);
  return match ? Number(match[1]) : undefined;
}

export function eip155Namespace(chainIds: readonly number[], address: Address): SupportedNamespace {
  const chains = chainIds.map(eip155ChainId);
  return {
    chains,
    methods: [...EIP155_METHODS],
    events: [...EIP155_EVENTS],
    accounts: chains.map((chain) => `${chain}:${address}`),
  };
}
