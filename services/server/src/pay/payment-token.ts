import type { PaymentToken } from '@airlock/protocol';
import { getAddress, isAddress, parseUnits } from 'viem';
import type { ChainConfig } from '../config/chain-config';
import { PAY_ERRORS } from './pay-errors';

/** `native`, the native currency's symbol, a configured token's symbol or its address, as the chain configures it. */
export function paymentTokenOf(chain: ChainConfig, token: string): PaymentToken {
  const native = chain.nativeCurrency;
  if (token.toLowerCase() === 'native' || token.toUpperCase() === native.symbol.toUpperCase())
    return { symbol: native.symbol, address: 'native', decimals: native.decimals };
  const byAddress = isAddress(token, { strict: false }) ? getAddress(token) : undefined;
  const found = chain.tokens.find((candidate) =>
    byAddress ? getAddress(candidate.address) === byAddress : candidate.symbol.toUpperCase() === token.toUpperCase(),
  );
  if (!found) throw PAY_ERRORS.tokenNotServed(token, chain.chainId);
  return { symbol: found.symbol, address: getAddress(found.address), decimals: found.decimals };
}

const MAX_UINT256 = 2n ** 256n - 1n;

/** The amount in the token's smallest unit; 400 unless above 0, within the token's decimals and a uint256. */
export function amountUnitsOf(amount: string, decimals: number): { amount: string; units: bigint } {
  const [whole, fraction = ''] = amount.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > decimals) throw PAY_ERRORS.badAmount(decimals);
  const units = parseUnits(amount, decimals);
  if (units <= 0n || units > MAX_UINT256) throw PAY_ERRORS.badAmount(decimals);
  return { amount: trimmed ? `${whole}.${trimmed}` : whole!, units };
}
