import { en } from '@airlock/core';
import { BackIcon, CloseIcon } from '../ui/icons';

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
  return (
    <div className="airlock-header">
      {onBack ? (
        <button type="button" className="airlock-icon-button" aria-label={en.back} onClick={onBack}>
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h2 className="airlock-title" id={titleId} key={title}>
        {title}
      </h2>
      <button type="button" className="airlock-icon-button" aria-label={en.close} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
