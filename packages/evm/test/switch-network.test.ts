import { describe, expect, it } from 'vitest';
import { SwitchNetworkError, UserRejectedRequestError } from '@airlock/core';
import { getChainId } from '@wagmi/core';
import { sepolia } from '../src/index';
import { networksOf } from './support/wallet-fixture';
import { useWalletFixture } from './support/use-wallet-fixture';
import { nextEvent } from './support/next-event';

const ALPHA = 'dev.airlock.alpha';

const context = useWalletFixture();

describe('switchNetwork', () => {
  it('switches the wallet to the L2 and back', async () => {
    context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    const [devnet, devnetL2] = networksOf(context.local.chains) as [never, never];
    await adapter.connect({ connectorId: ALPHA, chainId: 31337 });

    const changed = nextEvent(adapter, 'chainChanged');
    await adapter.switchNetwork(devnetL2);
    expect(getChainId(adapter.wagmiConfig)).toBe(31338);
    await expect(changed).resolves.toEqual({ chainId: 31338 });

    await adapter.switchNetwork(devnet);
    expect(getChainId(adapter.wagmiConfig)).toBe(31337);
  });

  it('adds a chain the wallet does not know, with its name, currency and RPC, then switches to it', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA }, [31337]);
    const adapter = await context.fixture.adapter();
    const devnetL2 = networksOf(context.local.chains)[1]!;
    await adapter.connect({ connectorId: ALPHA });

    await adapter.switchNetwork(devnetL2);

    expect(getChainId(adapter.wagmiConfig)).toBe(31338);
    const add = wallet.requests.find((request) => request.method === 'wallet_addEthereumChain');
    expect(add?.params).toEqual([
      expect.objectContaining({
        chainId: '0x7a6a',
        chainName: 'Airlock Devnet L2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [devnetL2.rpcUrls.default.http[0]],
      }),
    ]);
  });

  it('finishes the switch when the wallet adds the chain without switching to it (EIP-3085 allows that)', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA }, [31337]);
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA });
    const originalRequest = wallet.request.bind(wallet);
    wallet.request = async (args) => {
      if (args.method !== 'wallet_addEthereumChain') return originalRequest(args);
      wallet.refuseChain(31338);
      try {
        return await originalRequest(args);
      } finally {
        wallet.allowChain(31338);
      }
    };

    await adapter.switchNetwork(networksOf(context.local.chains)[1]!);

    expect(getChainId(adapter.wagmiConfig)).toBe(31338);
  });

  it('reports a declined switch as UserRejectedRequestError and stays put', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA, chainId: 31337 });
    wallet.refuseChain(31338);

    await expect(adapter.switchNetwork(networksOf(context.local.chains)[1]!)).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(getChainId(adapter.wagmiConfig)).toBe(31337);
  });

  it('reports a chain added but then declined as UserRejectedRequestError', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA }, [31337]);
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA });
    wallet.refuseChain(31338);

    await expect(adapter.switchNetwork(networksOf(context.local.chains)[1]!)).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(getChainId(adapter.wagmiConfig)).toBe(31337);

    wallet.allowChain(31338);
    await adapter.switchNetwork(networksOf(context.local.chains)[1]!);
    expect(getChainId(adapter.wagmiConfig)).toBe(31338);
  });

  it('reports a wallet failure that is not a refusal as SwitchNetworkError', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA }, [31337]);
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA });
    const originalRequest = wallet.request.bind(wallet);
    wallet.request = async (args) => {
      if (args.method === 'wallet_addEthereumChain') throw Object.assign(new Error('RPC unreachable'), { code: -32603 });
      return originalRequest(args);
    };

    await expect(adapter.switchNetwork(networksOf(context.local.chains)[1]!)).rejects.toBeInstanceOf(SwitchNetworkError);
  });

  it('refuses a network the adapter was not configured with', async () => {
    context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA });
    await expect(adapter.switchNetwork(sepolia)).rejects.toMatchObject({ code: 'SWITCH_NETWORK_FAILED' });
  });

  it('sets the chain the dApp reads from while no wallet is connected', async () => {
    const adapter = await context.fixture.adapter();
    await adapter.switchNetwork(networksOf(context.local.chains)[1]!);
    expect(getChainId(adapter.wagmiConfig)).toBe(31338);
  });
});
