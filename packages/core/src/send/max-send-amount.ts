import { isSendableNft, type SendAsset } from './send-asset';

/** Everything the visitor can send of `token`: the native currency also pays the network fee. */
export function maxSendAmount(token: SendAsset, fee: bigint | undefined): bigint {
  if (isSendableNft(token) || token.address) return token.balance;
  const remaining = token.balance - (fee ?? 0n);
  return remaining > 0n ? remaining : 0n;
}
