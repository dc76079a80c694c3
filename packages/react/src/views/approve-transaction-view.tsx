import { EmbeddedFrameSlot } from './embedded/embedded-frame-slot';
import { useMessages } from '../i18n/use-messages';

/** ApproveTransaction (spec §2): the embedded wallet's own approval screen, from its secure frame. */
export function ApproveTransactionView() {
  const messages = useMessages();
  return (
    <div className="airlock-email-login">
      <p className="airlock-muted">{messages.reviewInFrame}</p>
      <EmbeddedFrameSlot />
    </div>
  );
}
