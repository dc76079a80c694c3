import { useState } from 'react';
import { useAirlock, useAirlockAccount } from '@airlock/react';
import { type SignInChoice, saveSignInChoice } from '../config/sign-in-choice';
import { SignInSessionControls } from './sign-in-session-controls';

/** What the switches do, for the state the page is in. */
function hint({
  available,
  current,
  choice,
  isConnected,
}: {
  available: boolean;
  current: SignInChoice;
  choice: SignInChoice;
  isConnected: boolean;
}) {
  if (choice !== current) return choice === 'off' ? 'Reloading the page with sign-in off…' : 'Reloading the page with sign-in on…';
  if (!available) return 'Sign-in needs the Airlock server: this demo runs without one.';
  if (current === 'off')
    return 'After connecting, the wallet signs one message that the Airlock server verifies. Turning this on reloads the page.';
  if (!isConnected) return 'Connect a wallet: the modal then asks you to sign a message to sign in.';
  if (current === 'require') return 'Your session is verified by the Airlock server; revoked, the modal asks you to sign in again.';
  return 'Your session is verified by the Airlock server and survives a reload.';
}

/**
 * Sign in with X, opt-in: the switches are kept in localStorage and the page reloads, since Airlock's `siwx` option is
 * fixed when the client is created. With sign-in on, the modal asks a newly connected wallet to sign in; required, it
 * cannot be closed until the visitor has.
 */
export function SignInPanel() {
  const airlock = useAirlock();
  const { isConnected } = useAirlockAccount();
  const siwx = airlock.options.siwx;
  const current: SignInChoice = !siwx ? 'off' : siwx.getRequired?.() ? 'require' : 'ask';
  // The choice made, shown until the page has reloaded with it.
  const [choice, setChoice] = useState<SignInChoice>(current);
  const reloading = choice !== current;
  const available = airlock.api !== undefined;

  const choose = (next: SignInChoice) => {
    setChoice(next);
    saveSignInChoice(next);
    window.location.reload();
  };

  return (
    <section className="demo-card" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in</h2>
      <label className="demo-check">
        <input
          type="checkbox"
          checked={choice !== 'off'}
          disabled={!available || reloading}
          aria-describedby="sign-in-hint"
          onChange={(event) => choose(event.target.checked ? 'ask' : 'off')}
        />
        Ask visitors to sign in (Sign in with X)
      </label>
      {choice !== 'off' && (
        <label className="demo-check">
          <input
            type="checkbox"
            checked={choice === 'require'}
            disabled={!available || reloading}
            onChange={(event) => choose(event.target.checked ? 'require' : 'ask')}
          />
          Require it: the modal cannot be closed before signing in
        </label>
      )}
      <p id="sign-in-hint" className="demo-muted">
        {hint({ available, current, choice, isConnected })}
      </p>
      {siwx && isConnected && <SignInSessionControls />}
    </section>
  );
}
