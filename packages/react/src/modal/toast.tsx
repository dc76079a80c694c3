import type { ToastState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { Spinner } from '../ui/spinner';
import { localizedNotice } from '../i18n/localized-notice';
import { useMessages } from '../i18n/use-messages';

const selectToast = (state: ToastState) => state;

/**
 * The single toast; screen readers hear it through a live region. The client's toast store closes it;
 * it takes no clicks (CSS), so whatever it covers for that time stays usable.
 */
export function Toast() {
  const client = useAirlock();
  const messages = useMessages();
  const toast = useExternalState(client.toasts, selectToast);
  return (
    <div role="status" aria-live="polite">
      {toast.open && (
        <div className="airlock-toast" data-variant={toast.variant} data-testid="airlock-toast">
          {toast.variant === 'loading' && <Spinner />}
          {localizedNotice(toast.message, messages)}
        </div>
      )}
    </div>
  );
}
