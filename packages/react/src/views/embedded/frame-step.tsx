import { en } from '@airlock/core';
import { Spinner } from '../../ui/spinner';
import { EmbeddedFrameSlot } from './embedded-frame-slot';

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
  return (
    <div className="airlock-center">
      <p className="airlock-error" role="alert">
        {error}
      </p>
      <button type="button" className="airlock-button" onClick={onRetry}>
        {en.tryAgain}
      </button>
    </div>
  );
}
