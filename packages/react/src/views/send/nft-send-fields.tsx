import { useId } from 'react';
import { enAccountSections, enNftSend, type SendableNft, type SendFormCheck, formatMessage } from '@airlock/core';
import { NftImage } from '../nfts/nft-image';
import { nftName } from '../nfts/nft-name';
import { SendAmountField } from './send-amount-field';
import { useNftSendStyles } from './use-nft-send-styles';
import { useCataloguePart } from '../../i18n/use-catalogue-part';

/** The Send form's asset and amount when an NFT is chosen: the NFT itself, and for an ERC-1155 how many (1 to the balance). */
export function NftSendFields({
  nft,
  amount,
  check,
  onAmount,
}: {
  nft: SendableNft;
  amount: string;
  check: SendFormCheck;
  onAmount: (amount: string) => void;
}) {
  const sectionMessages = useCataloguePart('accountSections', enAccountSections);
  const nftSendMessages = useCataloguePart('nftSend', enNftSend);
  useNftSendStyles();
  const labelId = useId();
  const { collection, tokenId, contract } = nft.nft;
  return (
    <>
      <div className="airlock-field" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="airlock-muted">
          {nftSendMessages.nftToSend}
        </span>
        <div className="airlock-send-nft" data-testid="airlock-send-nft">
          <NftImage nft={nft.nft} className="airlock-send-nft-image" />
          <span className="airlock-send-nft-text">
            <strong>{nftName(nft.nft, sectionMessages)}</strong>
            <span className="airlock-muted" title={contract}>
              {collection.name ?? contract} · {formatMessage(sectionMessages.unnamedNft, { tokenId })}
            </span>
          </span>
        </div>
      </div>
      {nft.standard === 'erc1155' ? (
        <SendAmountField
          label={nftSendMessages.quantity}
          inputMode="numeric"
          value={amount}
          error={check.errors.amount}
          holding={formatMessage(nftSendMessages.youHold, { balance: nft.balance.toString() })}
          onChange={onAmount}
        />
      ) : check.errors.amount ? (
        <p className="airlock-error" role="alert">
          {check.errors.amount}
        </p>
      ) : null}
    </>
  );
}
