import { useEffect, useRef } from 'react';
import { enAccountSections } from '@airlock/core';
import { useCataloguePart } from '../i18n/use-catalogue-part';

/**
 * The end of a paged list: the next page loads when this comes into view, and a 'Load more' button
 * does the same from the keyboard (or where IntersectionObserver is missing).
 */
export function LoadMore({ onLoadMore, loading }: { onLoadMore: () => void; loading: boolean }) {
  const sectionMessages = useCataloguePart('accountSections', enAccountSections);
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={sentinel} className="airlock-load-more" data-testid="airlock-load-more">
      {/* aria-disabled rather than disabled, so the focus stays on the button while the page loads */}
      <button type="button" className="airlock-button" data-block="true" aria-disabled={loading} onClick={() => !loading && onLoadMore()}>
        {loading ? sectionMessages.loadingMore : sectionMessages.loadMore}
      </button>
    </div>
  );
}
