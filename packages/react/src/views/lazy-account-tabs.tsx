import { lazy, Suspense } from 'react';
import type { AccountNft } from '@airlock/protocol';
import { en } from '@airlock/core';

// Activity and NFTs load when their tab is first opened, so they stay out of the dApp's first load.
const ActivityTab = lazy(() => import('./activity/activity-tab').then((module) => ({ default: module.ActivityTab })));
const NftsTab = lazy(() => import('./nfts/nfts-tab').then((module) => ({ default: module.NftsTab })));

function LoadingPanel() {
  return <span className="airlock-skeleton" role="status" aria-label={en.loading} />;
}

export function LazyActivityTab() {
  return (
    <Suspense fallback={<LoadingPanel />}>
      <ActivityTab />
    </Suspense>
  );
}

export function LazyNftsTab({ onSend }: { onSend?: (nft: AccountNft) => void }) {
  return (
    <Suspense fallback={<LoadingPanel />}>
      <NftsTab onSend={onSend} />
    </Suspense>
  );
}
