import { useMessages } from '../i18n/use-messages';
import { Spinner } from './spinner';

/**
 * What a view whose logic is a chunk of its own shows until that chunk arrives: a spinner, or, when it could not be
 * loaded, the message and Try again.
 */
export function PendingActions({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const messages = useMessages();
  if (!failed)
    return (
      <div className="airlock-center">
        <Spinner label={messages.loading} />
      </div>
    );
  return (
    <div className="airlock-center">
      <p className="airlock-error" role="alert">
        {messages.moduleLoadFailed}
      </p>
      <button type="button" className="airlock-button" onClick={onRetry}>
        {messages.tryAgain}
      </button>
    </div>
  );
}
