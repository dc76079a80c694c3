import { useEffect, useId, useRef, useState } from 'react';
import { formatMessageParts } from '@airlock/protocol';
import { useFrameText } from '../i18n/frame-text-store';
import './private-key-view.css';

export interface PrivateKeyViewProps {
  privateKey: string;
  /** The account the key controls (not secret), so the user knows which key this is. */
  address: string;
  /** Wipes the key and hides the frame. */
  onDone(): void;
  /** The frame's own clipboard; the dApp page is never involved. */
  writeClipboard?(text: string): Promise<void>;
}

/**
 * The exported key, in the frame only: hidden until Reveal (it is not in the document before), a
 * Copy button writing to the clipboard from this origin, Done (or Escape) to wipe it.
 */
export function PrivateKeyView({
  privateKey,
  address,
  onDone,
  writeClipboard = (text) => navigator.clipboard.writeText(text),
}: PrivateKeyViewProps) {
  const text = useFrameText();
  const headingId = useId();
  const warningId = useId();
  const [revealed, setRevealed] = useState(false);
  const [copyStatus, setCopyStatus] = useState<'' | 'copied' | 'copyFailed'>('');
  const dialog = useRef<HTMLElement>(null);
  useEffect(() => dialog.current?.focus(), []);

  const copy = () => {
    writeClipboard(privateKey).then(
      () => setCopyStatus('copied'),
      () => setCopyStatus('copyFailed'),
    );
  };

  return (
    <section
      ref={dialog}
      className="frame-card private-key"
      role="dialog"
      aria-labelledby={headingId}
      aria-describedby={warningId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onDone();
      }}
    >
      <h1 id={headingId} className="private-key__title">
        {text.privateKey.title}
      </h1>
      <p id={warningId} className="private-key__warning" role="note">
        {text.privateKey.warning}
      </p>
      <p className="private-key__account">
        {formatMessageParts(text.privateKey.account, {
          address: (
            <span key="address" className="private-key__address">
              {address}
            </span>
          ),
        })}
      </p>
      <h2 className="private-key__label">{text.privateKey.label}</h2>
      <p className="private-key__value" data-revealed={revealed}>
        {revealed ? privateKey : text.privateKey.hidden}
      </p>
      <p className="private-key__status" role="status">
        {copyStatus && text.privateKey[copyStatus]}
      </p>
      <div className="private-key__actions">
        <button type="button" className="private-key__secondary" onClick={() => setRevealed((shown) => !shown)} aria-pressed={revealed}>
          {revealed ? text.privateKey.hide : text.privateKey.reveal}
        </button>
        <button type="button" className="private-key__secondary" onClick={copy}>
          {text.privateKey.copy}
        </button>
        <button type="button" className="private-key__done" onClick={onDone}>
          {text.privateKey.done}
        </button>
      </div>
    </section>
  );
}
