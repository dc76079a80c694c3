import { useEffect, useRef, useState } from 'react';
import type { AccountNft } from '@airlock/protocol';
import { listOwner, nftId, type AccountNftsState, enAccountSections } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useAirlockAccount } from '../../hooks/use-airlock-account';
import { useAirlockNetwork } from '../../hooks/use-airlock-network';
import { useExternalState } from '../../hooks/use-external-state';
import { useAccountSectionsStyles } from '../account-sections-styles';
import { LoadMore } from '../../ui/load-more';
import { NftDetail } from './nft-detail';
import { NftImage } from './nft-image';
import { nftName } from './nft-name';
import { useMessages } from '../../i18n/use-messages';
import { useCataloguePart } from '../../i18n/use-catalogue-part';

const SKELETON_TILES = 4;
const selectNfts = (state: AccountNftsState) => state.nfts;

/** The Account view's NFTs: a grid of the account's NFTs on the active network; choosing one shows its details. */
export function NftsTab({ onSend }: { onSend?: (nft: AccountNft) => void }) {
  const messages = useMessages();
  const sectionMessages = useCataloguePart('accountSections', enAccountSections);
  useAccountSectionsStyles();
  const client = useAirlock();
  const { address } = useAirlockAccount();
  const { network } = useAirlockNetwork();
  const nfts = useExternalState(client.accountNfts, selectNfts);
  const [selectedId, setSelectedId] = useState<string>();
  const returnFocusTo = useRef<string | undefined>(undefined);
  const tiles = useRef(new Map<string, HTMLButtonElement>());
  const owner = address && network ? listOwner(address, network.caipNetworkId) : undefined;

  useEffect(() => {
    if (!owner) return;
    const current = client.accountNfts.getState().nfts;
    void client.fetchNfts(current.owner === owner && current.loaded && !current.failed ? 'refresh' : 'reset');
  }, [client, owner]);

  useEffect(() => {
    if (selectedId || !returnFocusTo.current) return;
    tiles.current.get(returnFocusTo.current)?.focus();
    returnFocusTo.current = undefined;
  }, [selectedId]);

  if (!owner) return null;
  const list = nfts.owner === owner ? nfts : undefined;
  const selected = list?.items.find((nft) => nftId(nft) === selectedId);
  if (selected) {
    return (
      <NftDetail
        nft={selected}
        onSend={onSend}
        onBack={() => {
          returnFocusTo.current = nftId(selected);
          setSelectedId(undefined);
        }}
      />
    );
  }
  if (!list?.loaded) {
    return (
      <ul className="airlock-nft-grid" aria-label={sectionMessages.nftsLoading} aria-busy="true">
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <li key={index} aria-hidden="true" data-testid="airlock-nft-skeleton">
            <span className="airlock-nft-image airlock-skeleton" />
          </li>
        ))}
      </ul>
    );
  }
  if (list.failed && list.items.length === 0) {
    return (
      <div className="airlock-empty" role="alert">
        <p>{sectionMessages.nftsLoadFailed}</p>
        <button type="button" className="airlock-button" onClick={() => void client.fetchNfts('reset')}>
          {sectionMessages.retry}
        </button>
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <div className="airlock-empty" data-testid="airlock-nfts-empty">
        <p>{sectionMessages.noNfts}</p>
        <p className="airlock-muted">{sectionMessages.noNftsHint}</p>
      </div>
    );
  }
  return (
    <div aria-busy={list.loading}>
      <ul className="airlock-nft-grid" aria-label={messages.nfts}>
        {list.items.map((nft) => {
          const id = nftId(nft);
          return (
            <li key={id}>
              <button
                type="button"
                className="airlock-nft-tile"
                aria-label={nftName(nft, sectionMessages)}
                ref={(element) => {
                  if (!element) return;
                  tiles.current.set(id, element);
                  return () => {
                    tiles.current.delete(id);
                  };
                }}
                onClick={() => setSelectedId(id)}
              >
                <NftImage nft={nft} className="airlock-nft-image" />
                <span className="airlock-nft-name">{nftName(nft, sectionMessages)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {list.next !== null && <LoadMore loading={list.loading} onLoadMore={() => void client.fetchNfts('more')} />}
    </div>
  );
}
