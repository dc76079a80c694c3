import { enAccountSections, enNftSend, type SendableNft } from '@airlock/core';
import { nftName } from '../nfts/nft-name';
import { useNftSendStyles } from './use-nft-send-styles';
import { useCataloguePart } from '../../i18n/use-catalogue-part';

/** The preview's rows for an NFT: its name, collection and token id, and how many for an ERC-1155. */
export function NftReviewRows({ nft, amount }: { nft: SendableNft; amount: bigint }) {
  const sectionMessages = useCataloguePart('accountSections', enAccountSections);
  const nftSendMessages = useCataloguePart('nftSend', enNftSend);
  useNftSendStyles();
  const { collection, contract, tokenId } = nft.nft;
  return (
    <>
      <div>
        <dt>{nftSendMessages.nftToSend}</dt>
        <dd data-testid="airlock-send-review-nft">{nftName(nft.nft, sectionMessages)}</dd>
      </div>
      <div>
        <dt>{sectionMessages.collection}</dt>
        <dd data-testid="airlock-send-review-collection" className="airlock-break" title={contract}>
          {collection.name ?? contract}
        </dd>
      </div>
      <div>
        <dt>{sectionMessages.tokenId}</dt>
        <dd data-testid="airlock-send-review-token-id" className="airlock-break">
          {tokenId}
        </dd>
      </div>
      {nft.standard === 'erc1155' ? (
        <div>
          <dt>{nftSendMessages.quantity}</dt>
          <dd data-testid="airlock-send-review-quantity">{amount.toString()}</dd>
        </div>
      ) : null}
    </>
  );
}
