import { encodeFunctionData, erc20Abi, parseEther, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { networkName } from '../src/approval/network-name';
import { readPersonalMessage } from '../src/approval/personal-message';
import { summarizeRequest } from '../src/approval/request-summary';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const BOB = '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB';

describe('what the approval view shows', () => {
  it('personal_sign: hex that is printable UTF-8 as text, other bytes as hex, plain text as it is', () => {
    expect(readPersonalMessage(toHex('Sign in to Airlock\nNonce: 42 ✓'))).toEqual({
      encoding: 'text',
      text: 'Sign in to Airlock\nNonce: 42 ✓',
    });
    expect(readPersonalMessage('0xdeadbeef')).toEqual({ encoding: 'hex', text: '0xdeadbeef' });
    expect(readPersonalMessage(toHex('bell\u0007'))).toEqual({ encoding: 'hex', text: toHex('bell\u0007') });
    expect(readPersonalMessage(toHex('evil\u202Etxt.exe'))).toMatchObject({ encoding: 'hex' });
    expect(readPersonalMessage('hello 0x')).toEqual({ encoding: 'text', text: 'hello 0x' });
    expect(summarizeRequest({ method: 'personal_sign', params: [toHex('hi'), ME], chainId: 31337 })).toEqual({
      kind: 'message',
      message: { encoding: 'text', text: 'hi' },
    });
  });

  it('eth_signTypedData_v4: the domain and the primary type fields, from JSON text or an object', () => {
    const typedData = {
      domain: { name: 'Permit2', version: '1', chainId: 1, verifyingContract: TOKEN },
      types: {
        EIP712Domain: [],
        Permit: [
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'details', type: 'Details' },
        ],
        Details: [],
      },
      primaryType: 'Permit',
      message: { spender: BOB, value: '1000', details: { nonce: 1 } },
    };
    const expected = {
      kind: 'typed-data',
      typedData: {
        domain: { name: 'Permit2', version: '1', network: 'Ethereum (1)', verifyingContract: TOKEN },
        primaryType: 'Permit',
        fields: [
          { name: 'spender', type: 'address', value: BOB },
          { name: 'value', type: 'uint256', value: '1000' },
          { name: 'details', type: 'Details', value: '{"nonce":1}' },
        ],
      },
    };
    expect(summarizeRequest({ method: 'eth_signTypedData_v4', params: [ME, JSON.stringify(typedData)], chainId: 1 })).toEqual(expected);
    expect(summarizeRequest({ method: 'eth_signTypedData_v4', params: [ME, typedData], chainId: 1 })).toEqual(expected);
    expect(summarizeRequest({ method: 'eth_signTypedData_v4', params: [ME, '{not json'], chainId: 1 })).toEqual({
      kind: 'raw',
      method: 'eth_signTypedData_v4',
      params: `["${ME}","{not json"]`,
    });
  });

  it('eth_sendTransaction: recipient, value in ETH, network; data size, or an ERC-20 transfer or approve decoded', () => {
    const send = (transaction: object, chainId: number | string = 31337) =>
      summarizeRequest({ method: 'eth_sendTransaction', params: [transaction], chainId });
    expect(send({ from: ME, to: BOB, value: toHex(parseEther('1.5')) })).toEqual({
      kind: 'transaction',
      transaction: { to: BOB, valueEth: '1.5', value: parseEther('1.5'), network: 'Anvil (31337)', dataBytes: 0 },
    });
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 2_500_000n] });
    expect(send({ to: TOKEN, data: transfer }, 'eip155:8453')).toEqual({
      kind: 'transaction',
      transaction: {
        to: TOKEN,
        valueEth: '0',
        value: 0n,
        network: 'Base (8453)',
        tokenCall: { kind: 'transfer', to: BOB, amount: '2500000' },
        dataBytes: 0,
      },
    });
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, 2n ** 256n - 1n] });
    expect(send({ to: TOKEN, input: approve })).toMatchObject({
      transaction: { tokenCall: { kind: 'approve', spender: BOB, amount: (2n ** 256n - 1n).toString() } },
    });
    // Another call (balanceOf is ERC-20 too, but no transfer or approve), and unknown data: their size.
    const balanceOf = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [BOB] });
    expect(send({ to: TOKEN, data: balanceOf })).toMatchObject({ transaction: { dataBytes: 36 } });
    expect(send({ to: TOKEN, data: '0xa9059cbb00' })).toMatchObject({ transaction: { dataBytes: 5 } });
    expect(send({ data: '0x6080' }, 424242)).toEqual({
      kind: 'transaction',
      transaction: { valueEth: '0', value: 0n, network: 'Chain 424242', dataBytes: 2 },
    });
    expect(send({ to: BOB, value: 12 })).toMatchObject({ kind: 'raw' });
    // A nonce the dApp set is shown in decimal; one that is not a quantity makes the request unreadable.
    expect(send({ to: BOB, nonce: '0x1f' })).toMatchObject({ transaction: { nonce: '31' } });
    expect(send({ to: BOB, nonce: 31 })).toMatchObject({ kind: 'raw' });
  });

  it('names networks it knows, and always shows the id', () => {
    expect(networkName(1)).toBe('Ethereum (1)');
    expect(networkName('0xaa36a7')).toBe('Sepolia (11155111)');
    expect(networkName(31338)).toBe('Chain 31338');
  });

  it("names a network as the server's chain config does, before the frame's own list", () => {
    const names = new Map([
      [31337, 'Airlock Devnet'],
      [31338, 'Airlock Devnet L2'],
    ]);
    expect(networkName(31337, names)).toBe('Airlock Devnet (31337)');
    expect(networkName('eip155:31338', names)).toBe('Airlock Devnet L2 (31338)');
    expect(networkName(1, names)).toBe('Ethereum (1)');
    const send = summarizeRequest({ method: 'eth_sendTransaction', params: [{ to: BOB, value: '0x0' }], chainId: 31337 }, names);
    expect(send).toMatchObject({ transaction: { network: 'Airlock Devnet (31337)' } });
    const batch = summarizeRequest(
      { method: 'wallet_sendCalls', params: [{ chainId: '0x7a6a', calls: [{ to: BOB, value: '0x1' }] }], chainId: 31337 },
      names,
    );
    expect(batch).toMatchObject({ batch: { network: 'Airlock Devnet L2 (31338)', calls: [{ network: 'Airlock Devnet L2 (31338)' }] } });
    const typed = { domain: { chainId: 31337 }, types: { Mail: [] }, primaryType: 'Mail', message: {} };
    expect(summarizeRequest({ method: 'eth_signTypedData_v4', params: [ME, typed], chainId: 31337 }, names)).toMatchObject({
      typedData: { domain: { network: 'Airlock Devnet (31337)' } },
    });
  });
});
