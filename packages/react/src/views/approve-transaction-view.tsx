import { en } from '@airlock/core';
import { EmbeddedFrameSlot } from './embedded/embedded-frame-slot';

/** ApproveTransaction (spec §2): the embedded wallet's own approval screen, from its secure frame. */
export function ApproveTransactionView() {
  return (
    <div className="airlock-email-login">
      <p className="airlock-muted">{en.reviewInFrame}</p>
      <EmbeddedFrameSlot />
    </div>
  );
}
