import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicClient,
  custom,
  http,
  numberToHex,
  parseEther,
  recoverAddress,
  stringToHex,
  keccak256,
  verifyMessage,
  verifyTypedData,
  type Hex,
} from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { createTestWalletProvider, persistKeyPrefix, walletErrorCodes, type TestWalletOptions } from '../src/index';
import { startDevnet, type Devnet, type DevnetChain } from '@airlock/devnet';
import { MemoryStorage } from '../src/index';

let devnet: Devnet;
let l1: DevnetChain;
let l2: DevnetChain;
const keys: Hex[] = [generatePrivateKey(), generatePrivateKey()];

beforeAll(async () => {
  devnet = await startDevnet();
  [l1, l2] = devnet.chains as [DevnetChain, DevnetChain];
});
afterAll(async () => {
  await devnet?.stop();
});

const walletOptions = (extra: Partial<TestWalletOptions> = {}): TestWalletOptions => ({
  accounts: keys,
  chains: [{ chainId: 31337, rpcUrl: l1.rpcUrl, name: 'Airlock Devnet' }],
  ...extra,
});

async function rejectionOf(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; message: string };
  }
  throw new Error('expected the request to fail');
}

function recordEvents(provider: ReturnType<typeof createTestWalletProvider>) {
  const events: [string, unknown][] = [];
  provider.on('connect', (info) => events.push(['connect', info]));
  provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]));
  provider.on('chainChanged', (chainId) => events.push(['chainChanged', chainId]));
  provider.on('disconnect', (error) => events.push(['disconnect', error.code]));
  return events;
}

describe('createTestWalletProvider', () => {
  it('exposes no accounts until eth_requestAccounts authorises, then emits connect and accountsChanged', async () => {
    const provider = createTestWalletProvider(walletOptions());
    const events = recordEvents(provider);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    const accounts = await provider.request({ method: 'eth_requestAccounts' });
    expect(accounts).toEqual(provider.addresses);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(provider.addresses);
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', provider.addresses],
    ]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await provider.request({ method: 'net_version' })).toBe('31337');
    expect(provider.requests.map((r) => r.method)).toEqual([
      'eth_accounts',
      'eth_requestAccounts',
      'eth_accounts',
      'eth_chainId',
      'net_version',
    ]);
  });

  it('remembers authorisation and chain in persist storage across a new provider instance', async () => {
    const storage = new MemoryStorage();
    const options = walletOptions({
      persist: storage,
      chains: [
        { chainId: 31337, rpcUrl: l1.rpcUrl },
        { chainId: 31338, rpcUrl: l2.rpcUrl },
      ],
    });
    const first = createTestWalletProvider(options);
    await first.request({ method: 'eth_requestAccounts' });
    await first.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(31338) }] });
    expect([...storage.items.keys()]).toEqual([`${persistKeyPrefix}${first.addresses[0]!.toLowerCase()}`]);

    const reloaded = createTestWalletProvider(options);
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual(first.addresses);
    expect(await reloaded.request({ method: 'eth_chainId' })).toBe('0x7a6a');

    await reloaded.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    const afterRevoke = createTestWalletProvider(options);
    expect(await afterRevoke.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('signs messages and typed data that viem verifies, and refuses to sign before authorisation', async () => {
    const provider = createTestWalletProvider(walletOptions());
    const [address] = provider.addresses;
    const message = 'Sign in to Airlock';
    expect(await rejectionOf(provider.request({ method: 'personal_sign', params: [stringToHex(message), address] }))).toMatchObject({
      code: walletErrorCodes.unauthorized,
    });

    await provider.request({ method: 'eth_requestAccounts' });
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), address],
    })) as Hex;
    expect(await verifyMessage({ address: address!, message, signature })).toBe(true);

    const hash = keccak256(stringToHex('raw hash'));
    const rawSignature = (await provider.request({ method: 'eth_sign', params: [address, hash] })) as Hex;
    expect(await recoverAddress({ hash, signature: rawSignature })).toBe(address);

    const typedData = {
      domain: { name: 'Airlock', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const;
    const typedSignature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })) as Hex;
    const { EIP712Domain: _domainType, ...types } = typedData.types;
    expect(await verifyTypedData({ ...typedData, types, address: address!, signature: typedSignature })).toBe(true);
  });

  it('sends ETH: fills the transaction from the chain, signs locally and balances change', async () => {
    const provider = createTestWalletProvider(walletOptions());
    const [from, to] = provider.addresses as [Hex, Hex];
    const publicClient = createPublicClient({ transport: http(l1.rpcUrl) });
    await provider.request({ method: 'anvil_setBalance', params: [from, numberToHex(parseEther('10'))] });
    await provider.request({ method: 'eth_requestAccounts' });
    const before = await publicClient.getBalance({ address: to });

    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: numberToHex(parseEther('1.5')) }],
    })) as Hex;
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from).toBe(from.toLowerCase());
    const sent = await publicClient.getTransaction({ hash });
    expect(sent.gas).toBe((receipt.gasUsed * 3n) / 2n);
    expect((await publicClient.getBalance({ address: to })) - before).toBe(parseEther('1.5'));
    expect(await publicClient.getBalance({ address: from })).toBeLessThan(parseEther('8.5'));

    const viaViem = createPublicClient({ transport: custom(provider) });
    expect(await viaViem.getBalance({ address: to })).toBe(before + parseEther('1.5'));
  });

  it('switches chains, answers 4902 for unknown ones and switches after wallet_addEthereumChain', async () => {
    const provider = createTestWalletProvider(walletOptions());
    const events = recordEvents(provider);
    const unknown = await rejectionOf(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(31338) }] }),
    );
    expect(unknown.code).toBe(walletErrorCodes.unrecognizedChain);

    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: numberToHex(31338), chainName: 'Airlock Devnet L2', rpcUrls: [l2.rpcUrl] }],
    });
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/);

    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(31337) }] });
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(events).toEqual([
      ['chainChanged', '0x7a6a'],
      ['chainChanged', '0x7a69'],
    ]);

    provider.switchChainFromWallet(31338);
    expect(events.at(-1)).toEqual(['chainChanged', '0x7a6a']);
  });

  it('rejectNext makes the next prompt fail with 4001, once', async () => {
    const provider = createTestWalletProvider(walletOptions());
    provider.rejectNext();
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    const rejected = await rejectionOf(provider.request({ method: 'eth_requestAccounts' }));
    expect(rejected).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(rejected).toBeInstanceOf(Error);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    await provider.request({ method: 'eth_requestAccounts' });

    provider.rejectNext('personal_sign');
    const signParams = [stringToHex('hi'), provider.addresses[0]];
    expect(await rejectionOf(provider.request({ method: 'personal_sign', params: signParams }))).toMatchObject({
      code: 4001,
    });
    expect(await provider.request({ method: 'personal_sign', params: signParams })).toMatch(/^0x/);
  });

  it('holdNext keeps the next prompt waiting until releaseHeld, and a rejection queued meanwhile applies to it', async () => {
    const provider = createTestWalletProvider(walletOptions());
    provider.holdNext();
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    let settled = false;
    const connecting = provider.request({ method: 'eth_requestAccounts' }).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect(provider.requests.at(-1)?.method).toBe('eth_requestAccounts');
    provider.releaseHeld();
    expect(await connecting).toEqual(provider.addresses);

    provider.holdNext('personal_sign');
    const signing = rejectionOf(provider.request({ method: 'personal_sign', params: [stringToHex('hi'), provider.addresses[0]] }));
    provider.rejectNext('personal_sign');
    provider.releaseHeld();
    expect(await signing).toMatchObject({ code: 4001 });
  });

  it('offers asset discovery only when configured: capabilities, then native and token balances per chain', async () => {
    const plain = createTestWalletProvider(walletOptions());
    await plain.request({ method: 'eth_requestAccounts' });
    expect(await rejectionOf(plain.request({ method: 'wallet_getCapabilities', params: [plain.addresses[0]] }))).toMatchObject({
      code: 4200,
    });

    const usdc = devnet.addresses.usdc;
    const provider = createTestWalletProvider(
      walletOptions({
        chains: [
          { chainId: 31337, rpcUrl: l1.rpcUrl },
          { chainId: 31338, rpcUrl: l2.rpcUrl },
        ],
        assetDiscovery: { tokens: [usdc] },
      }),
    );
    const account = provider.addresses[0]!;
    expect(await rejectionOf(provider.request({ method: 'wallet_getAssets', params: [{ account }] }))).toMatchObject({ code: 4100 });
    await provider.request({ method: 'eth_requestAccounts' });
    await provider.request({ method: 'anvil_setBalance', params: [account, numberToHex(parseEther('3'))] });

    expect(await provider.request({ method: 'wallet_getCapabilities', params: [account] })).toEqual({
      '0x7a69': { assetDiscovery: { supported: true } },
      '0x7a6a': { assetDiscovery: { supported: true } },
    });
    expect(await provider.request({ method: 'wallet_getAssets', params: [{ account, chainFilter: ['0x7a69'] }] })).toEqual({
      '0x7a69': [
        { address: 'native', type: 'native', balance: numberToHex(parseEther('3')), metadata: null },
        { address: usdc, type: 'erc20', balance: '0x0', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } },
      ],
    });
    expect(await rejectionOf(provider.request({ method: 'wallet_getAssets', params: [{ account, chainFilter: '0x7a69' }] }))).toMatchObject(
      { code: -32602 },
    );
  });

  it('refuseChain declines switching until allowChain', async () => {
    const provider = createTestWalletProvider(
      walletOptions({
        chains: [
          { chainId: 31337, rpcUrl: l1.rpcUrl },
          { chainId: 31338, rpcUrl: l2.rpcUrl },
        ],
      }),
    );
    provider.refuseChain(31338);
    const switchTo = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(31338) }] });
    expect(await rejectionOf(switchTo())).toMatchObject({ code: 4001 });
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    provider.allowChain(31338);
    await switchTo();
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
  });

  it('setAccount, revoke and disconnectFromWallet emit accountsChanged and disconnect', async () => {
    const provider = createTestWalletProvider(walletOptions());
    await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] });
    const permissions = (await provider.request({ method: 'wallet_getPermissions' })) as { parentCapability: string }[];
    expect(permissions.map((p) => p.parentCapability)).toEqual(['eth_accounts']);
    const events = recordEvents(provider);
    const [first, second] = provider.addresses;

    provider.setAccount(1);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([second, first]);
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([]);
    await provider.request({ method: 'eth_requestAccounts' });
    provider.disconnectFromWallet();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(events).toEqual([
      ['accountsChanged', [second, first]],
      ['accountsChanged', []],
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [second, first]],
      ['accountsChanged', []],
      ['disconnect', 4900],
    ]);
  });

  it('answers 4200 for wallet methods it does not support and forwards RPC errors with their code', async () => {
    const provider = createTestWalletProvider(walletOptions());
    expect(await rejectionOf(provider.request({ method: 'eth_signTypedData_v3', params: [] }))).toMatchObject({
      code: walletErrorCodes.unsupportedMethod,
    });
    expect(await rejectionOf(provider.request({ method: 'wallet_sendCalls', params: [] }))).toMatchObject({
      code: walletErrorCodes.unsupportedMethod,
    });
    const nodeError = await rejectionOf(provider.request({ method: 'eth_noSuchMethod', params: [] }));
    expect(typeof nodeError.code).toBe('number');
  });
});
