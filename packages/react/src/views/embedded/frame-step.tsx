import { Spinner } from '../../ui/spinner';
import { EmbeddedFrameSlot } from './embedded-frame-slot';
import { useMessages } from '../../i18n/use-messages';
import { localizedNotice } from '../../i18n/localized-notice';

/** A step the secure frame shows in place: what is happening, a spinner while it waits, the frame's slot. */
export function FrameStep({ status, busy }: { status: string; busy: boolean }) {
  return (
    <div className="airlock-email-login">
      <p className="airlock-muted" role="status">
        {status}
      </p>
      {busy ? <Spinner /> : null}
      <EmbeddedFrameSlot fitToFrame />
    </div>
  );
}

/** A frame step that failed: why, word for word, and Try again. */
export function FrameStepFailure({ error, onRetry }: { error: string; onRetry: () => void }) {
  const messages = useMessages();
  return (
    <div className="airlock-center">
      <p className="airlock-error" role="alert">
        {localizedNotice(error, messages)}
      </p>
      <button type="button" className="airlock-button" onClick={onRetry}>
        {messages.tryAgain}
      </button>
    </div>
  );
}
