import { useEffect, useState } from 'react';
import { isMobileBrowser } from '@airlock/core';

const NARROW_QUERY = '(max-width: 429.98px)';

/** Phones (by user agent) and narrow windows, where a wallet app opens by link instead of a QR scan. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => isMobileBrowser() || (typeof matchMedia === 'function' && matchMedia(NARROW_QUERY).matches));
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(NARROW_QUERY);
    const update = () => setNarrow(isMobileBrowser() || query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
