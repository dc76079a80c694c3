import { parseUnits, type Address } from 'viem';
import type { ChainConfig } from '../config/chain-config';

/** One part of a grant: the native currency (no `token`) or an ERC-20. */
export interface FaucetTransfer {
  symbol: string;
  /** As configured, e.g. '100'. */
  amount: string;
  decimals: number;
  /** `amount` in the smallest unit. */
  units: bigint;
  token?: Address;
}

/** What one grant on `config` sends, in order: the native currency, then each configured token. */
export function faucetTransfers(config: ChainConfig): FaucetTransfer[] {
  const faucet = config.faucet;
  if (!faucet) return [];
  const transfers: FaucetTransfer[] = [];
  const native = config.nativeCurrency;
  if (Number(faucet.nativeAmount) > 0) {
    transfers.push({
      symbol: native.symbol,
      amount: faucet.nativeAmount,
      decimals: native.decimals,
      units: parseUnits(faucet.nativeAmount, native.decimals),
    });
  }
  for (const [symbol, amount] of Object.entries(faucet.tokenAmounts)) {
    const token = config.tokens.find((candidate) => candidate.symbol === symbol);
    if (!token || !(Number(amount) > 0)) continue;
    transfers.push({ symbol, amount, decimals: token.decimals, units: parseUnits(amount, token.decimals), token: token.address });
  }
  return transfers;
}
