import type { TransactionRequest } from '../client/wallet-actions';

/** The selector of ERC-20 `transfer(address,uint256)`. */
const TRANSFER_SELECTOR = 'a9059cbb';

function word(hex: string): string {
  return hex.padStart(64, '0');
}

/** The transaction that moves `amount` of a token to `to`: a plain value transfer, or the token's transfer(to, amount). */
export function sendTransactionRequest(token: { address?: string }, to: string, amount: bigint): TransactionRequest {
  if (!token.address) return { to, value: amount };
  const recipient = to.toLowerCase().replace(/^0x/, '');
  return { to: token.address, value: 0n, data: `0x${TRANSFER_SELECTOR}${word(recipient)}${word(amount.toString(16))}` };
}
