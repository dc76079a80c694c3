import type { PendingTransfer } from '../activity/pending-transfer';
import { isSendableNft, type SendAsset } from './send-asset';

/** What sending `amount` of `asset` to `recipient` moves, as its pending Activity row shows it. */
export function sentTransfer(asset: SendAsset, recipient: string, amount: bigint): PendingTransfer {
  if (isSendableNft(asset)) {
    const { nft } = asset;
    return {
      kind: 'nft',
      recipient,
      amount: amount.toString(),
      contract: asset.contract,
      tokenId: asset.tokenId.toString(),
      ...(nft.name && { name: nft.name }),
    };
  }
  return {
    kind: 'token',
    recipient,
    amount: amount.toString(),
    decimals: asset.decimals,
    symbol: asset.symbol,
    ...(asset.address && { token: asset.address }),
  };
}
