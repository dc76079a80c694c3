import { useEffect } from 'react';
import { type ToastState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { Spinner } from '../ui/spinner';

const TOAST_VISIBLE_MS = 2500;
const selectToast = (state: ToastState) => state;

/** The single toast; screen readers hear it through a live region. */
export function Toast() {
  const client = useAirlock();
  const toast = useExternalState(client.toasts, selectToast);

  useEffect(() => {
    if (!toast.open || toast.variant === 'loading') return;
    const timer = setTimeout(() => client.toasts.hide(), TOAST_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [client, toast]);

  return (
    <div role="status" aria-live="polite">
      {toast.open && (
        <div className="airlock-toast" data-variant={toast.variant} data-testid="airlock-toast">
          {toast.variant === 'loading' && <Spinner />}
          {toast.message}
        </div>
      )}
    </div>
  );
}
