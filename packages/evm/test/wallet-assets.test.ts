import { describe, expect, it } from 'vitest';
import { DEVNET_ADDRESSES } from '@airlock/devnet';
import { parseEther } from 'viem';
import { parseWalletAssets, supportsAssetDiscovery } from '../src/actions/parse-wallet-assets';
import { networksOf } from './support/wallet-fixture';
import { useWalletFixture } from './support/use-wallet-fixture';

const ALPHA = 'dev.airlock.alpha';
const context = useWalletFixture({ fund: true });

describe('wallet asset discovery', () => {
  it("asks a wallet that offers asset discovery for the account's assets on the network", async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA }, undefined, { assetDiscovery: { tokens: [DEVNET_ADDRESSES.usdc] } });
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA, chainId: 31338 });
    const address = wallet.addresses[0]!;
    const l2 = networksOf(context.local.chains)[1]!;

    const assets = await adapter.getWalletAssets!({ address, network: l2 });

    expect(assets).toEqual([
      { address: 'native', name: 'Ether', symbol: 'ETH', decimals: 18, balance: parseEther('100') },
      { address: DEVNET_ADDRESSES.usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6, balance: 0n },
    ]);
    const getAssets = wallet.requests.find((request) => request.method === 'wallet_getAssets');
    expect(getAssets?.params).toEqual([{ account: address, chainFilter: ['0x7a6a'] }]);

    await adapter.getWalletAssets!({ address, network: l2 });
    const methods = wallet.requests.map((request) => request.method);
    expect(methods.filter((method) => method === 'wallet_getAssets')).toHaveLength(2);
    expect(methods.filter((method) => method === 'wallet_getCapabilities')).toHaveLength(1);
  });

  it('answers undefined when the wallet does not offer it, so balances come from the server', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA });

    const assets = await adapter.getWalletAssets!({ address: wallet.addresses[0]!, network: networksOf(context.local.chains)[0]! });

    expect(assets).toBeUndefined();
    await adapter.getWalletAssets!({ address: wallet.addresses[0]!, network: networksOf(context.local.chains)[0]! });
    const methods = wallet.requests.map((request) => request.method);
    expect(methods.filter((method) => method === 'wallet_getCapabilities')).toHaveLength(1);
    expect(methods).not.toContain('wallet_getAssets');
  });

  it('answers undefined with no wallet connected', async () => {
    const adapter = await context.fixture.adapter();
    const network = networksOf(context.local.chains)[0]!;
    expect(await adapter.getWalletAssets!({ address: '0x0000000000000000000000000000000000000001', network })).toBeUndefined();
  });
});

describe('reading ERC-7811 answers', () => {
  const network = networksOf([{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }])[0]!;
  const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

  it('finds asset discovery per chain or for every chain (0x0)', () => {
    expect(supportsAssetDiscovery({ '0x7a69': { assetDiscovery: { supported: true } } }, '0x7a69')).toBe(true);
    expect(supportsAssetDiscovery({ '0x0': { assetDiscovery: { supported: true } } }, '0x7a69')).toBe(true);
    expect(supportsAssetDiscovery({ '0x1': { assetDiscovery: { supported: true } } }, '0x7a69')).toBe(false);
    expect(supportsAssetDiscovery({ '0x7a69': { assetDiscovery: { supported: 'yes' } } }, '0x7a69')).toBe(false);
    expect(supportsAssetDiscovery(null, '0x7a69')).toBe(false);
  });

  it('keeps native and ERC-20 entries, names native by the network, and skips malformed ones', () => {
    const response = {
      '0x7a69': [
        { address: 'native', type: 'native', balance: '0x10', metadata: null },
        { address: usdc, type: 'erc20', balance: '0x0f4240', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } },
        { address: usdc, type: 'erc20', balance: 12, metadata: { symbol: 'NONAME', decimals: 2 } },
        { address: usdc, type: 'erc721', balance: '0x1', metadata: { name: 'Pass', symbol: 'PASS', decimals: 0 } },
        { address: 'not-an-address', type: 'erc20', balance: '0x1', metadata: { symbol: 'X', decimals: 18 } },
        { address: usdc, type: 'erc20', balance: 'lots', metadata: { symbol: 'X', decimals: 18 } },
        { address: usdc, type: 'erc20', balance: '0x1', metadata: { symbol: 'X', decimals: -1 } },
        { address: usdc, type: 'erc20', balance: '0x1', metadata: null },
      ],
      '0x1': [{ address: 'native', type: 'native', balance: '0x99' }],
    };
    expect(parseWalletAssets(response, '0x7a69', network)).toEqual([
      { address: 'native', name: 'Ether', symbol: 'ETH', decimals: 18, balance: 16n },
      { address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6, balance: 1_000_000n },
      { address: usdc, name: 'NONAME', symbol: 'NONAME', decimals: 2, balance: 12n },
    ]);
    expect(parseWalletAssets({}, '0x7a69', network)).toEqual([]);
    expect(parseWalletAssets('nope', '0x7a69', network)).toEqual([]);
  });
});
