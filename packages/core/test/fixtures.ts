import type { Connector, Network } from '../src';

export function testNetwork(id: number, name: string): Network {
  return {
    id,
    name,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${8000 + id}`] } },
    testnet: true,
  };
}

export const devnet = testNetwork(31337, 'Airlock Devnet');
export const devnetL2 = testNetwork(31338, 'Airlock Devnet L2');

export const walletA: Connector = { id: 'dev.a', name: 'Wallet A', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.a' } };
export const walletB: Connector = { id: 'dev.b', name: 'Wallet B', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.b' } };
