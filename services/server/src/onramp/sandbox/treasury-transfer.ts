import { encodeFunctionData, erc20Abi, parseUnits, type Address, type Hex } from 'viem';
import type { ChainClient } from '../../blockchain/chain-clients';
import type { OnrampOrderRecord } from '../onramp-order-store';

/** The transfer that delivers an order: ETH as value, a token by `transfer`. */
export interface TreasuryTransfer {
  call: { to: Address; value?: bigint; data?: Hex };
  /** The ERC-20 delivered, or undefined for the native currency. */
  token?: Address;
  units: bigint;
}

export function treasuryTransferFor(chain: ChainClient, order: OnrampOrderRecord): TreasuryTransfer {
  const to = order.address as Address;
  if (order.purchaseCurrency === chain.config.nativeCurrency.symbol) {
    const units = parseUnits(order.purchaseAmount, chain.config.nativeCurrency.decimals);
    return { call: { to, value: units }, units };
  }
  const token = chain.config.tokens.find((candidate) => candidate.symbol === order.purchaseCurrency);
  if (!token) throw new Error(`${order.purchaseCurrency} is not a token of ${chain.config.caipNetworkId}`);
  const units = parseUnits(order.purchaseAmount, token.decimals);
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, units] });
  return { call: { to: token.address, data }, token: token.address, units };
}
