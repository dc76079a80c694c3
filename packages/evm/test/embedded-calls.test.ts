import type { EmbeddedBridge } from '@airlock/core';
import { connect, createConfig, getCallsStatus, getCapabilities, sendCalls } from '@wagmi/core';
import { defineChain, http, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { embeddedConnector } from '../src/embedded/embedded-connector';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB';
const CAROL = '0xcCcCCCCcCCcCcCCcCcCcCCCCcccCCcCCcCCCcCCc';
const chain = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});

/** The embedded connector over a bridge that records what would go to the frame. */
async function embeddedWagmi(answer: (method: string) => unknown) {
  const requests: Array<{ method: string; params?: unknown; chainId: number | string }> = [];
  const bridge: EmbeddedBridge = {
    user: { address: ME, chainId: 31337 },
    request: async (call) => (requests.push(call), answer(call.method)),
    switchNetwork: async () => undefined,
    signOut: async () => undefined,
  };
  const config = createConfig({ chains: [chain], connectors: [embeddedConnector()], transports: { [chain.id]: http() }, ssr: true });
  const connector = config.connectors[0]!;
  (connector as unknown as { useBridge(bridge: EmbeddedBridge): void }).useBridge(bridge);
  await connect(config, { connector });
  return { config, requests };
}

describe('EIP-5792 through the embedded wallet', () => {
  it('wagmi sendCalls, getCallsStatus and getCapabilities reach the frame as wallet_* calls on the current chain', async () => {
    const capabilities = { '0x7a69': { atomic: { status: 'supported' } } };
    const status = { version: '2.0.0', id: '0xbatch', chainId: '0x7a69', status: 200, atomic: true, receipts: [] };
    const { config, requests } = await embeddedWagmi((method) =>
      method === 'wallet_sendCalls' ? { id: '0xbatch' } : method === 'wallet_getCallsStatus' ? status : capabilities,
    );

    expect(await getCapabilities(config, { chainId: 31337 })).toMatchObject({ atomic: { status: 'supported' } });
    const { id } = await sendCalls(config, {
      calls: [
        { to: BOB, value: parseEther('0.01') },
        { to: CAROL, value: parseEther('0.02') },
      ],
    });
    expect(id).toBe('0xbatch');
    expect(await getCallsStatus(config, { id })).toMatchObject({ id: '0xbatch', status: 'success', atomic: true });

    expect(requests.map((request) => request.method)).toEqual(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']);
    expect(requests[1]).toMatchObject({
      chainId: 31337,
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: ME,
          calls: [
            { to: BOB, value: '0x2386f26fc10000' },
            { to: CAROL, value: '0x470de4df820000' },
          ],
        },
      ],
    });
    expect(requests[2]).toMatchObject({ params: ['0xbatch'] });
  });
});
