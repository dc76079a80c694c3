import { describe, expect, it } from 'vitest';
import {
  chainOfCoinType,
  coinTypeOfChain,
  formatNameRegistrationMessage,
  fullAccountName,
  labelUnderSuffix,
  nameLabelProblem,
  normalizeNameLabel,
  parseNameRegistrationMessage,
} from '../src';

describe('name label rules (spec §5)', () => {
  it('takes letters, digits and hyphens, at least 4 characters', () => {
    expect(nameLabelProblem('alice')).toBeUndefined();
    expect(nameLabelProblem('a-b9')).toBeUndefined();
    expect(nameLabelProblem('abc')).toBe('tooShort');
    expect(nameLabelProblem('ali_ce')).toBe('invalidCharacters');
    expect(nameLabelProblem('alice.bob')).toBe('invalidCharacters');
    expect(nameLabelProblem('ålice')).toBe('invalidCharacters');
    expect(nameLabelProblem('a'.repeat(64))).toBe('tooLong');
  });

  it('normalises to lower case and joins and splits the suffix', () => {
    expect(normalizeNameLabel('Alice')).toBe('alice');
    expect(normalizeNameLabel('al_')).toBeUndefined();
    expect(fullAccountName('Alice', 'airlock.id')).toBe('alice.airlock.id');
    expect(labelUnderSuffix('Alice.Airlock.id', 'airlock.id')).toBe('alice');
    expect(labelUnderSuffix('a.b.airlock.id', 'airlock.id')).toBeUndefined();
    expect(labelUnderSuffix('alice.eth', 'airlock.id')).toBeUndefined();
    expect(labelUnderSuffix('.airlock.id', 'airlock.id')).toBeUndefined();
  });
});

describe('ENSIP-11 coin types (spec §5)', () => {
  it('maps EVM chain ids both ways, mainnet to 60', () => {
    expect(coinTypeOfChain(1)).toBe(60);
    expect(coinTypeOfChain(10)).toBe(2147483658);
    expect(coinTypeOfChain(31337)).toBe(0x80000000 + 31337);
    expect(chainOfCoinType(60)).toBe(1);
    expect(chainOfCoinType(2147483658)).toBe(10);
    expect(chainOfCoinType(0)).toBeUndefined();
    expect(chainOfCoinType(0x80000000)).toBeUndefined();
  });

  it("rejects chain ids at or above 2^31 with 'Invalid chainId'", () => {
    expect(() => coinTypeOfChain(2 ** 31)).toThrow('Invalid chainId');
    expect(() => coinTypeOfChain(2 ** 31 + 5)).toThrow('Invalid chainId');
    expect(() => coinTypeOfChain(0)).toThrow('Invalid chainId');
    expect(coinTypeOfChain(2 ** 31 - 1)).toBe(0xffffffff);
  });
});

describe('the registration message', () => {
  it('round-trips with keys in a fixed order', () => {
    const text = formatNameRegistrationMessage({
      timestamp: 1_800_000_000,
      attributes: { avatar: 'https://x/a.png' },
      name: 'alice.airlock.id',
    });
    expect(text).toBe('{"name":"alice.airlock.id","attributes":{"avatar":"https://x/a.png"},"timestamp":1800000000}');
    expect(parseNameRegistrationMessage(text)).toEqual({
      name: 'alice.airlock.id',
      attributes: { avatar: 'https://x/a.png' },
      timestamp: 1_800_000_000,
    });
  });

  it('refuses texts that are not a registration', () => {
    expect(parseNameRegistrationMessage('nope')).toBeUndefined();
    expect(parseNameRegistrationMessage('[]')).toBeUndefined();
    expect(parseNameRegistrationMessage('{"name":"a","attributes":{},"timestamp":1.5}')).toBeUndefined();
    expect(parseNameRegistrationMessage('{"name":"a","attributes":{"x":1},"timestamp":1}')).toBeUndefined();
    expect(parseNameRegistrationMessage('{"name":"a","attributes":{},"timestamp":1,"extra":true}')).toBeUndefined();
  });
});
