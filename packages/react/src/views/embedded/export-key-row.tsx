import type { EmbeddedState } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';
import { useMessages } from '../../i18n/use-messages';

const selectEmail = (state: EmbeddedState) => state.user?.email;

/** Account settings' "Export private key", for embedded accounts that sign in by email (the code goes there). */
export function ExportKeyRow() {
  const messages = useMessages();
  const client = useAirlock();
  const email = useExternalState(client.embedded, selectEmail);
  if (!email) return null;
  return (
    <button type="button" className="airlock-row" onClick={() => void client.exportKey().catch(() => {})}>
      <span className="airlock-row-label">{messages.exportPrivateKey}</span>
    </button>
  );
}
