import { useEffect, useRef } from 'react';
import type { AccountNft } from '@airlock/protocol';
import { truncateAddress, enAccountSections } from '@airlock/core';
import { BackIcon } from '../../ui/icons';
import { NftImage } from './nft-image';
import { nftName } from './nft-name';
import { useCataloguePart } from '../../i18n/use-catalogue-part';

/** One NFT: image, name, collection, token id, description, attributes, and Send where the Send flow exists. */
export function NftDetail({ nft, onBack, onSend }: { nft: AccountNft; onBack: () => void; onSend?: (nft: AccountNft) => void }) {
  const sectionMessages = useCataloguePart('accountSections', enAccountSections);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <article className="airlock-stack airlock-nft-detail" aria-label={sectionMessages.nftDetails}>
      <button type="button" className="airlock-row" onClick={onBack}>
        <BackIcon />
        <span className="airlock-row-label">{sectionMessages.backToNfts}</span>
      </button>
      <NftImage nft={nft} className="airlock-nft-detail-image" />
      <h3 ref={heading} tabIndex={-1} className="airlock-section-title">
        {nftName(nft, sectionMessages)}
      </h3>
      <dl className="airlock-nft-facts">
        <dt>{sectionMessages.collection}</dt>
        <dd title={nft.contract}>{nft.collection.name ?? truncateAddress(nft.contract)}</dd>
        <dt>{sectionMessages.tokenId}</dt>
        <dd>{nft.tokenId}</dd>
        {nft.description && (
          <>
            <dt>{sectionMessages.description}</dt>
            <dd>{nft.description}</dd>
          </>
        )}
      </dl>
      {nft.attributes.length > 0 && (
        <section aria-label={sectionMessages.attributes}>
          <h4 className="airlock-muted">{sectionMessages.attributes}</h4>
          <ul className="airlock-nft-attributes">
            {nft.attributes.map((attribute) => (
              <li key={`${attribute.trait_type}:${attribute.value}`}>
                <span className="airlock-muted">{attribute.trait_type}</span> <span>{String(attribute.value)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {onSend && (
        <button type="button" className="airlock-button" data-variant="primary" data-block="true" onClick={() => onSend(nft)}>
          {sectionMessages.send}
        </button>
      )}
    </article>
  );
}
