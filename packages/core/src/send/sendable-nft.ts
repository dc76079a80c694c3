import type { AccountNft } from '@airlock/protocol';
import { nftId } from '../nfts/account-nfts-store';

/** An NFT the account can send, as chosen in the NFTs tab: `balance` of token `tokenId` in collection `contract`. */
export interface SendableNft {
  kind: 'nft';
  /** Stable across networks: chain, contract and token id. */
  key: string;
  standard: AccountNft['standard'];
  contract: string;
  tokenId: bigint;
  /** How many the account holds (1 for an ERC-721). */
  balance: bigint;
  /** What the NFTs tab showed (name, collection, image), for the form and the preview. */
  nft: AccountNft;
}

const WHOLE_NUMBER = /^\d+$/;

/** The NFT as a Send asset; undefined when its token id or balance is not a whole number or the account holds none. */
export function sendableNft(nft: AccountNft): SendableNft | undefined {
  if (!WHOLE_NUMBER.test(nft.tokenId) || !WHOLE_NUMBER.test(nft.balance)) return undefined;
  const balance = BigInt(nft.balance);
  if (balance === 0n) return undefined;
  return { kind: 'nft', key: nftId(nft), standard: nft.standard, contract: nft.contract, tokenId: BigInt(nft.tokenId), balance, nft };
}
