import type { EmbeddedState } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';
import { useMessages } from '../../i18n/use-messages';

const selectEmail = (state: EmbeddedState) => state.user?.email;

/** Account settings' "Update email", for embedded accounts that sign in by email. */
export function UpdateEmailRow() {
  const messages = useMessages();
  const client = useAirlock();
  const email = useExternalState(client.embedded, selectEmail);
  if (!email) return null;
  const open = () => {
    // A refusal from an earlier attempt is not shown again.
    client.embedded.setState({ emailUpdate: undefined });
    client.router.push('UpdateEmailWallet');
  };
  return (
    <button type="button" className="airlock-row" onClick={open}>
      <span className="airlock-row-label">{messages.updateEmail}</span>
    </button>
  );
}
