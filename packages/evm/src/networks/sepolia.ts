import type { Network } from '@airlock/core';

export const sepolia: Network = {
  id: 11155111,
  name: 'Sepolia',
  caipNetworkId: 'eip155:11155111',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
};
