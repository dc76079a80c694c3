import { describe, expect, it } from 'vitest';
import { hasWrongChecksum, toChecksumAddress } from '../src/address/eip55-checksum';
import { keccak256Hex } from '../src/address/keccak256';

// The examples of EIP-55 itself, and anvil's second test account.
const CHECKSUMMED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
];

describe('keccak256Hex', () => {
  it('hashes as Ethereum does, across the 136-byte block boundary', () => {
    expect(keccak256Hex(new Uint8Array())).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(keccak256Hex(new TextEncoder().encode('abc'))).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
    expect(keccak256Hex(new TextEncoder().encode('transfer(address,uint256)')).slice(0, 8)).toBe('a9059cbb');
    expect(keccak256Hex(new Uint8Array(200).fill(0x61))).toBe(keccak256Hex(new TextEncoder().encode('a'.repeat(200))));
  });
});

describe('EIP-55 checksum', () => {
  it('writes an address in its checksum case', () => {
    for (const address of CHECKSUMMED) expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });

  it('accepts the checksum case and the cases that carry no checksum', () => {
    for (const address of CHECKSUMMED) {
      expect(hasWrongChecksum(address)).toBe(false);
      expect(hasWrongChecksum(address.toLowerCase())).toBe(false);
      expect(hasWrongChecksum(`0x${address.slice(2).toUpperCase()}`)).toBe(false);
      expect(hasWrongChecksum(address.slice(2))).toBe(false);
    }
  });

  it('finds a mixed case that does not match', () => {
    // One letter's case flipped.
    expect(hasWrongChecksum('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toBe(true);
    expect(hasWrongChecksum('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(true);
  });
});
