import { en, type EmbeddedState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { Spinner } from '../ui/spinner';
import { EmbeddedFrameSlot } from './embedded/embedded-frame-slot';

const selectExport = (state: EmbeddedState) => ({ keyExport: state.keyExport, email: state.user?.email });

/** ExportPrivateKey: the secure frame asks for a fresh code and shows the key in place; this page never has either. */
export function ExportPrivateKeyView() {
  const client = useAirlock();
  const { keyExport, email } = useExternalState(client.embedded, selectExport);

  if (keyExport?.status === 'failed') {
    return (
      <div className="airlock-center">
        <p className="airlock-error" role="alert">
          {keyExport.error}
        </p>
        <button type="button" className="airlock-button" onClick={() => void client.exportKey().catch(() => {})}>
          {en.tryAgain}
        </button>
      </div>
    );
  }
  return (
    <div className="airlock-email-login">
      <p className="airlock-muted" role="status">
        {keyExport?.status === 'starting' && email ? en.sendingCode(email) : en.exportKeyInFrame}
      </p>
      {keyExport?.status === 'starting' ? <Spinner /> : null}
      <EmbeddedFrameSlot />
    </div>
  );
}
