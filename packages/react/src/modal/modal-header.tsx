import { BackIcon, CloseIcon } from '../ui/icons';
import { useMessages } from '../i18n/use-messages';

export function ModalHeader({
  title,
  titleId,
  onBack,
  onClose,
}: {
  title: string;
  titleId: string;
  onBack?: () => void;
  onClose: () => void;
}) {
  const messages = useMessages();
  return (
    <div className="airlock-header">
      {onBack ? (
        <button type="button" className="airlock-icon-button" aria-label={messages.back} onClick={onBack}>
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h2 className="airlock-title" id={titleId} key={title}>
        {title}
      </h2>
      <button type="button" className="airlock-icon-button" aria-label={messages.close} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
