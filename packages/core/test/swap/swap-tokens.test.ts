import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS, type SwapToken } from '@airlock/protocol';
import { searchSwapTokens } from '../../src/swap/swap-token-search';
import type { SendableToken } from '../../src/send/sendable-token';
import { findSwapToken } from '../../src/swap/swap-token-ref';

const token = (symbol: string, address: string, name = `${symbol} token`): SwapToken => ({
  name,
  symbol,
  address: `eip155:31337:${address}`,
  chainId: 'eip155:31337',
  decimals: 18,
  logoUri: '',
  price: 0,
  value: 0,
  quantity: { decimals: '18', numeric: '0' },
  iconUrl: '',
});
const hex = (digit: string) => `0x${digit.repeat(40)}`;
const eth = token('ETH', NATIVE_TOKEN_ADDRESS, 'Ether');
const dai = token('DAI', hex('d'), 'Dai Stablecoin');
const usdc = token('USDC', hex('c'), 'USD Coin');
const weird = token('ABC', hex('a'), 'Alphabet');
const zed = token('ZED', hex('f'), 'Zed');
const uni = token('UNI', hex('1'), 'Uniswap');
const tokens = [zed, weird, usdc, dai, uni, eth];
const held = (key: string): SendableToken => ({ key, symbol: '', name: '', decimals: 18, balance: 5n, price: 0 });

describe('the token picker list', () => {
  it('puts the suggested symbols first in the spec’s order (ETH, UNI, USDC, USDT…), then held tokens, then the rest', () => {
    expect(searchSwapTokens(tokens, '', [held(hex('f'))]).map((found) => found.symbol)).toEqual([
      'ETH',
      'UNI',
      'USDC',
      'DAI',
      'ZED',
      'ABC',
    ]);
  });

  it('searches by symbol, name or address, any case', () => {
    expect(searchSwapTokens(tokens, 'usd', []).map((found) => found.symbol)).toEqual(['USDC']);
    expect(searchSwapTokens(tokens, 'stablecoin', []).map((found) => found.symbol)).toEqual(['DAI']);
    expect(searchSwapTokens(tokens, '0xCCCC', []).map((found) => found.symbol)).toEqual(['USDC']);
    expect(searchSwapTokens(tokens, `eip155:31337:${hex('a')}`, []).map((found) => found.symbol)).toEqual(['ABC']);
    expect(searchSwapTokens(tokens, 'nothing like it', [])).toEqual([]);
  });

  it('finds a token named by symbol, CAIP-10 or plain address', () => {
    expect(findSwapToken(tokens, 'usdc')).toBe(usdc);
    expect(findSwapToken(tokens, `eip155:31337:${hex('d').toUpperCase().replace('0X', '0x')}`)).toBe(dai);
    expect(findSwapToken(tokens, hex('d'))).toBe(dai);
    expect(findSwapToken(tokens, 'WBTC')).toBeUndefined();
    expect(findSwapToken(tokens, undefined)).toBeUndefined();
  });
});
