import { en, type AlertState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { CloseIcon } from '../ui/icons';

const selectAlert = (state: AlertState) => state.alert;

/** The current setup or server alert (spec §8), above the view. */
export function AlertBanner() {
  const client = useAirlock();
  const alert = useExternalState(client.alerts, selectAlert);
  if (!alert) return null;
  return (
    <div className="airlock-alert" data-variant={alert.variant} role="alert" data-testid="airlock-alert">
      <span>{alert.message}</span>
      <button type="button" className="airlock-icon-button" aria-label={en.dismiss} onClick={client.alerts.dismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}
