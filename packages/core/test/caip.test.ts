import { describe, expect, it } from 'vitest';
import { parseCaipAddress, validateCaipAddress } from '../src/caip/caip-address';
import { parseCaipNetworkId } from '../src/caip/caip-network-id';
import { isEip155Address, isSolanaAddress } from '../src/address/address-format';

describe('CAIP parsing', () => {
  it('parses a CAIP-10 account id', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({ chainNamespace: 'eip155', chainId: '1', address: '0xabc' });
  });

  it.each(['eip155:1', 'eip155:1:0xabc:extra', 'eip155::0xabc', 'unknown:1:0xabc', ''])(
    "rejects %j with 'Invalid CAIP-10 address'",
    (input) => {
      expect(() => parseCaipAddress(input)).toThrow(
        expect.objectContaining({ message: 'Invalid CAIP-10 address', code: 'INVALID_CAIP10_ADDRESS' }),
      );
    },
  );

  it("validates CAIP addresses with 'Invalid CAIP Address'", () => {
    expect(validateCaipAddress('solana:mainnet:abc')).toBe('solana:mainnet:abc');
    for (const input of ['eip155:1', 'eip155:1:', 'foo:1:0x1']) {
      expect(() => validateCaipAddress(input)).toThrow('Invalid CAIP Address');
    }
  });

  it('parses CAIP-2 network ids', () => {
    expect(parseCaipNetworkId('eip155:31337')).toEqual({ chainNamespace: 'eip155', chainId: '31337' });
    for (const input of ['eip155', 'eip155:1:2', ':1', 'eip155:']) {
      expect(() => parseCaipNetworkId(input)).toThrow('Invalid CAIP-2 network id');
    }
  });
});

describe('address formats', () => {
  it('accepts 40 hex digits with or without 0x', () => {
    expect(isEip155Address(`0x${'a'.repeat(40)}`)).toBe(true);
    expect(isEip155Address('A'.repeat(40))).toBe(true);
    expect(isEip155Address(`0x${'g'.repeat(40)}`)).toBe(false);
    expect(isEip155Address(`0x${'a'.repeat(39)}`)).toBe(false);
  });

  it('accepts 32 to 44 base58 characters for solana', () => {
    expect(isSolanaAddress('1'.repeat(32))).toBe(true);
    expect(isSolanaAddress('1'.repeat(44))).toBe(true);
    expect(isSolanaAddress('1'.repeat(31))).toBe(false);
    expect(isSolanaAddress('0'.repeat(40))).toBe(false);
  });
});
