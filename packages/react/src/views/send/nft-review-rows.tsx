import { enAccountSections, enNftSend, type SendableNft } from '@airlock/core';
import { nftName } from '../nfts/nft-name';
import { useNftSendStyles } from './use-nft-send-styles';

/** The preview's rows for an NFT: its name, collection and token id, and how many for an ERC-1155. */
export function NftReviewRows({ nft, amount }: { nft: SendableNft; amount: bigint }) {
  useNftSendStyles();
  const { collection, contract, tokenId } = nft.nft;
  return (
    <>
      <div>
        <dt>{enNftSend.nftToSend}</dt>
        <dd data-testid="airlock-send-review-nft">{nftName(nft.nft)}</dd>
      </div>
      <div>
        <dt>{enAccountSections.collection}</dt>
        <dd data-testid="airlock-send-review-collection" className="airlock-break" title={contract}>
          {collection.name ?? contract}
        </dd>
      </div>
      <div>
        <dt>{enAccountSections.tokenId}</dt>
        <dd data-testid="airlock-send-review-token-id" className="airlock-break">
          {tokenId}
        </dd>
      </div>
      {nft.standard === 'erc1155' ? (
        <div>
          <dt>{enNftSend.quantity}</dt>
          <dd data-testid="airlock-send-review-quantity">{amount.toString()}</dd>
        </div>
      ) : null}
    </>
  );
}
