import type { TransactionRequest } from '../client/wallet-actions';
import { nftTransferRequest } from './nft-transfer-request';
import { isSendableNft, type SendAsset } from './send-asset';
import { sendTransactionRequest } from './send-transaction-request';

/** The transaction that sends `amount` of `asset` from the account `from` to `to`. */
export function sendAssetRequest(asset: SendAsset, from: string, to: string, amount: bigint): TransactionRequest {
  return isSendableNft(asset) ? nftTransferRequest(asset, from, to, amount) : sendTransactionRequest(asset, to, amount);
}
