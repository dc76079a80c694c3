import { Suspense } from 'react';
import type { AccountNft } from '@airlock/protocol';

import { lazyWithRetry } from '../ui/lazy-with-retry';
import { useMessages } from '../i18n/use-messages';

// Activity and NFTs load when their tab is first opened, so they stay out of the dApp's first load.
const ActivityTab = lazyWithRetry(() => import('./activity/activity-tab').then((module) => module.ActivityTab));
const NftsTab = lazyWithRetry(() => import('./nfts/nfts-tab').then((module) => module.NftsTab));

function LoadingPanel() {
  const messages = useMessages();
  return <span className="airlock-skeleton" role="status" aria-label={messages.loading} />;
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
