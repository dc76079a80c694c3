// @vitest-environment node
import { DEVNET_ADDRESSES, DEVNET_ENS, type Devnet, startDevnet } from '@airlock/devnet';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineDevnetNetwork, toViemChain } from '../src/index';

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet();
}, 60_000);
afterAll(async () => {
  await devnet?.stop();
});

describe('ENS on a devnet network', () => {
  it('resolves the devnet’s on-chain name with a viem client on toViemChain’s chain, given the devnet’s ENS contracts', async () => {
    const [l1] = devnet.chains;
    const network = defineDevnetNetwork({ chainId: l1.chainId, name: l1.name, rpcUrl: l1.rpcUrl });
    const chain = toViemChain({ ...network, contracts: { ensUniversalResolver: { address: DEVNET_ADDRESSES.ensUniversalResolver } } });
    const client = createPublicClient({ chain, transport: http() });
    const { name, address } = DEVNET_ENS.onchainName;
    expect(await client.getEnsAddress({ name })).toBe(address);
    expect(await client.getEnsName({ address })).toBe(name);
  });
});
