import { type EmbeddedState, type ViewData, formatMessage } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { FrameStep, FrameStepFailure } from './embedded/frame-step';
import { useMessages } from '../i18n/use-messages';

const selectLogin = (state: EmbeddedState) => ({ status: state.status, error: state.error, email: state.email });

/** EmailLogin (spec §2): the code is asked for by the secure frame, shown here in place. */
export function EmailLoginView() {
  const messages = useMessages();
  const client = useAirlock();
  const { status, error, email: pending } = useExternalState(client.embedded, selectLogin);
  const email = pending ?? ((client.router.getState().data as ViewData | undefined)?.email as string | undefined) ?? '';

  if (status === 'idle' && error) return <FrameStepFailure error={error} onRetry={() => client.goBack()} />;
  return (
    <FrameStep
      status={
        status === 'awaiting-code'
          ? formatMessage(messages.enterCodeFor, { email })
          : status === 'awaiting-device'
            ? formatMessage(messages.approveDeviceFor, { email })
            : status === 'connecting'
              ? messages.signingIn
              : formatMessage(messages.sendingCode, { email })
      }
      busy={status === 'loading' || status === 'connecting' || status === 'awaiting-device'}
    />
  );
}
