import { useState } from 'react';
import { useAirlock } from '@airlock/react';
import { saveLegalChoice } from '../config/legal-choice';

/**
 * The legal checkbox, opt-in: with the switch on, the page reloads and the modal's Connect view asks visitors to agree
 * to the demo's terms and privacy policy before any way to connect works.
 */
export function LegalPanel() {
  const airlock = useAirlock();
  const current = airlock.legalConsent.getState().required;
  const [choice, setChoice] = useState(current);
  const reloading = choice !== current;

  const choose = (next: boolean) => {
    setChoice(next);
    saveLegalChoice(next);
    window.location.reload();
  };

  return (
    <section className="demo-card" aria-labelledby="legal-title">
      <h2 id="legal-title">Terms</h2>
      <label className="demo-check">
        <input
          type="checkbox"
          checked={choice}
          disabled={reloading}
          aria-describedby="legal-hint"
          onChange={(event) => choose(event.target.checked)}
        />
        Ask visitors to agree to the terms before connecting
      </label>
      <p id="legal-hint" className="demo-muted">
        {reloading
          ? 'Reloading the page…'
          : current
            ? 'Open the modal: every way to connect waits for the box that links the terms and the privacy policy.'
            : 'Turning this on reloads the page with the legal checkbox in the modal.'}
      </p>
    </section>
  );
}
