import type { TransactionRequest } from '../client/wallet-actions';
import type { SendableNft } from './sendable-nft';

/** The selector of ERC-721 `safeTransferFrom(address,address,uint256)`. */
const ERC721_SAFE_TRANSFER_FROM = '42842e0e';
/** The selector of ERC-1155 `safeTransferFrom(address,address,uint256,uint256,bytes)`. */
const ERC1155_SAFE_TRANSFER_FROM = 'f242432a';
/** Where the empty `data` argument starts: after the five head words. */
const ERC1155_DATA_OFFSET = 5n * 32n;

function word(value: bigint): string {
  return value.toString(16).padStart(64, '0');
}

function addressWord(address: string): string {
  return address.toLowerCase().replace(/^0x/, '').padStart(64, '0');
}

/**
 * The transaction that moves `amount` of the NFT from `from` to `to` through the collection's safeTransferFrom:
 * (from, to, tokenId) for an ERC-721, (from, to, id, amount, "0x") for an ERC-1155.
 */
export function nftTransferRequest(nft: SendableNft, from: string, to: string, amount: bigint): TransactionRequest {
  const parties = `${addressWord(from)}${addressWord(to)}`;
  const data =
    nft.standard === 'erc721'
      ? `0x${ERC721_SAFE_TRANSFER_FROM}${parties}${word(nft.tokenId)}`
      : `0x${ERC1155_SAFE_TRANSFER_FROM}${parties}${word(nft.tokenId)}${word(amount)}${word(ERC1155_DATA_OFFSET)}${word(0n)}`;
  return { to: nft.contract, value: 0n, data };
}
