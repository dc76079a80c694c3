// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NetworkNotFoundError } from '@airlock/core';
import { DEVNET_ADDRESSES } from '@airlock/devnet';
import { airlockDevnet, airlockDevnetL2, defineDevnetNetwork, evmChainId, mainnet, sepolia, toViemChain } from '../src/index';

describe('networks', () => {
  it('describes the two local devnets', () => {
    expect(airlockDevnet).toEqual({
      id: 31337,
      name: 'Airlock Devnet',
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: false,
    });
    expect(airlockDevnetL2).toMatchObject({
      id: 31338,
      name: 'Airlock Devnet L2',
      caipNetworkId: 'eip155:31338',
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    });
  });

  it('shows Sepolia as the spec’s test network, and mainnet', () => {
    expect(sepolia).toMatchObject({ id: 11155111, name: 'Sepolia', caipNetworkId: 'eip155:11155111', testnet: true });
    expect(sepolia.nativeCurrency).toMatchObject({ symbol: 'ETH', decimals: 18 });
    expect(mainnet).toMatchObject({ id: 1, caipNetworkId: 'eip155:1', nativeCurrency: { symbol: 'ETH', decimals: 18 } });
  });

  it('defines a devnet on any port', () => {
    expect(defineDevnetNetwork({ chainId: 900, name: 'Mine', rpcUrl: 'http://127.0.0.1:9999' })).toMatchObject({
      caipNetworkId: 'eip155:900',
      rpcUrls: { default: { http: ['http://127.0.0.1:9999'] } },
    });
  });

  it('converts to a viem chain', () => {
    expect(toViemChain(sepolia)).toMatchObject({
      id: 11155111,
      name: 'Sepolia',
      nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: sepolia.rpcUrls.default.http } },
      blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
      testnet: true,
    });
  });

  it('passes a network’s contracts on to viem, such as the ENS universal resolver', () => {
    const contracts = { ensUniversalResolver: { address: DEVNET_ADDRESSES.ensUniversalResolver } };
    expect(toViemChain({ ...airlockDevnetL2, contracts }).contracts).toEqual(contracts);
    expect(toViemChain(sepolia).contracts).toBeUndefined();
  });

  it('reads string chain ids and refuses other namespaces', () => {
    expect(evmChainId({ ...airlockDevnet, id: '31337' })).toBe(31337);
    expect(() => evmChainId({ ...airlockDevnet, chainNamespace: 'solana' })).toThrow(NetworkNotFoundError);
  });
});
