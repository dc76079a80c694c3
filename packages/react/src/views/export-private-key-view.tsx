import { type EmbeddedState, formatMessage } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { FrameStep, FrameStepFailure } from './embedded/frame-step';
import { useMessages } from '../i18n/use-messages';

const selectExport = (state: EmbeddedState) => ({ keyExport: state.keyExport, email: state.user?.email });

/** ExportPrivateKey: the secure frame asks for a fresh code and shows the key in place; this page never has either. */
export function ExportPrivateKeyView() {
  const messages = useMessages();
  const client = useAirlock();
  const { keyExport, email } = useExternalState(client.embedded, selectExport);

  if (keyExport?.status === 'failed') {
    return <FrameStepFailure error={keyExport.error} onRetry={() => void client.exportKey().catch(() => {})} />;
  }
  const starting = keyExport?.status === 'starting';
  return (
    <FrameStep status={starting && email ? formatMessage(messages.sendingCode, { email }) : messages.exportKeyInFrame} busy={starting} />
  );
}
