import { useEffect, useId, useRef, useState } from 'react';
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
export function PrivateKeyView({ privateKey, address, onDone, writeClipboard = (text) => navigator.clipboard.writeText(text) }: PrivateKeyViewProps) {
  const headingId = useId();
  const warningId = useId();
  const [revealed, setRevealed] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');
  const dialog = useRef<HTMLElement>(null);
  useEffect(() => dialog.current?.focus(), []);

  const copy = () => {
    writeClipboard(privateKey).then(
      () => setCopyStatus('Copied to the clipboard'),
      () => setCopyStatus('Copying failed: reveal the key and copy it by hand'),
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
        Your private key
      </h1>
      <p id={warningId} className="private-key__warning" role="note">
        Anyone with this key controls your wallet. Never share it.
      </p>
      <p className="private-key__account">
        Account <span className="private-key__address">{address}</span>
      </p>
      <h2 className="private-key__label">Private key</h2>
      <p className="private-key__value" data-revealed={revealed}>
        {revealed ? privateKey : 'Hidden: press Reveal to show it'}
      </p>
      <p className="private-key__status" role="status">
        {copyStatus}
      </p>
      <div className="private-key__actions">
        <button type="button" className="private-key__secondary" onClick={() => setRevealed((shown) => !shown)} aria-pressed={revealed}>
          {revealed ? 'Hide' : 'Reveal'}
        </button>
        <button type="button" className="private-key__secondary" onClick={copy}>
          Copy
        </button>
        <button type="button" className="private-key__done" onClick={onDone}>
          Done
        </button>
      </div>
    </section>
  );
}
