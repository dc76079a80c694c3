import { en, type EmbeddedState, type ViewData } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { Spinner } from '../ui/spinner';
import { EmbeddedFrameSlot } from './embedded/embedded-frame-slot';

const selectLogin = (state: EmbeddedState) => ({ status: state.status, error: state.error, email: state.email });

/** EmailLogin (spec §2): the code is asked for by the secure frame, shown here in place. */
export function EmailLoginView() {
  const client = useAirlock();
  const { status, error, email: pending } = useExternalState(client.embedded, selectLogin);
  const email = pending ?? ((client.router.getState().data as ViewData | undefined)?.email as string | undefined) ?? '';

  if (status === 'idle' && error) {
    return (
      <div className="airlock-center">
        <p className="airlock-error" role="alert">
          {error}
        </p>
        <button type="button" className="airlock-button" onClick={() => client.goBack()}>
          {en.tryAgain}
        </button>
      </div>
    );
  }
  return (
    <div className="airlock-email-login">
      <p className="airlock-muted" role="status">
        {status === 'awaiting-code'
          ? en.enterCodeFor(email)
          : status === 'awaiting-device'
            ? en.approveDeviceFor(email)
            : status === 'connecting'
              ? en.signingIn
              : en.sendingCode(email)}
      </p>
      {status === 'loading' || status === 'connecting' || status === 'awaiting-device' ? <Spinner /> : null}
      <EmbeddedFrameSlot />
    </div>
  );
}
