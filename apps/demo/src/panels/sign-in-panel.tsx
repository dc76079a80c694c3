import { useState } from 'react';
import { useAirlock, useAirlockAccount } from '@airlock/react';
import { saveSignInChoice } from '../config/sign-in-choice';
import { SignInSessionControls } from './sign-in-session-controls';

/** What the switch does, for the state the page is in. */
function hint({ available, on, choice, isConnected }: { available: boolean; on: boolean; choice: boolean; isConnected: boolean }) {
  if (choice !== on) return `Reloading the page with sign-in ${choice ? 'on' : 'off'}…`;
  if (!available) return 'Sign-in needs the Airlock server: this demo runs without one.';
  if (!on) return 'After connecting, the wallet signs one message that the Airlock server verifies. Turning this on reloads the page.';
  if (!isConnected) return 'Connect a wallet: the modal then asks you to sign a message to sign in.';
  return 'Your session is verified by the Airlock server and survives a reload.';
}

/**
 * Sign in with X, opt-in: the switch is kept in localStorage and the page reloads, since Airlock's `siwx` option is
 * fixed when the client is created. With it on, the modal asks a newly connected wallet to sign in.
 */
export function SignInPanel() {
  const airlock = useAirlock();
  const { isConnected } = useAirlockAccount();
  const on = airlock.options.siwx !== undefined;
  // The choice made, shown until the page has reloaded with it.
  const [choice, setChoice] = useState(on);
  const reloading = choice !== on;
  const available = airlock.api !== undefined;

  const toggle = (checked: boolean) => {
    setChoice(checked);
    saveSignInChoice(checked);
    window.location.reload();
  };

  return (
    <section className="demo-card" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in</h2>
      <label className="demo-check">
        <input
          type="checkbox"
          checked={choice}
          disabled={!available || reloading}
          aria-describedby="sign-in-hint"
          onChange={(event) => toggle(event.target.checked)}
        />
        Ask visitors to sign in (Sign in with X)
      </label>
      <p id="sign-in-hint" className="demo-muted">
        {hint({ available, on, choice, isConnected })}
      </p>
      {on && isConnected && <SignInSessionControls />}
    </section>
  );
}
