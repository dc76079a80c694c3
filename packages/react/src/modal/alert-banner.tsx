import type { AlertState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { CloseIcon } from '../ui/icons';
import { useMessages } from '../i18n/use-messages';
import { localizedNotice } from '../i18n/localized-notice';

const selectAlert = (state: AlertState) => state.alert;

/** The current setup or server alert (spec §8), above the view. */
export function AlertBanner() {
  const messages = useMessages();
  const client = useAirlock();
  const alert = useExternalState(client.alerts, selectAlert);
  if (!alert) return null;
  return (
    <div className="airlock-alert" data-variant={alert.variant} role="alert" data-testid="airlock-alert">
      <span>{localizedNotice(alert.message, messages)}</span>
      <button type="button" className="airlock-icon-button" aria-label={messages.dismiss} onClick={client.alerts.dismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}
