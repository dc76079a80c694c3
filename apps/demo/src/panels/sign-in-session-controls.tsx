import { useState } from 'react';
import { isAirlockError } from '@airlock/core';
import { useAirlock, useAirlockAccount, useAirlockNetwork } from '@airlock/react';
import { callProtectedRoute, type ProtectedRouteAnswer } from './call-protected-route';
import { ErrorText } from './error-text';
import { useSignInSession } from './use-sign-in-session';

type Busy = 'none' | 'calling' | 'signing-in' | 'signing-out';

/** Who is signed in, the demo backend's protected route called with the session's token, and Sign in / Sign out. */
export function SignInSessionControls() {
  const airlock = useAirlock();
  const { address } = useAirlockAccount();
  const { network } = useAirlockNetwork();
  const { session, refresh } = useSignInSession();
  const [busy, setBusy] = useState<Busy>('none');
  const [answer, setAnswer] = useState<ProtectedRouteAnswer>();
  const [failure, setFailure] = useState<string>();

  const run = async (kind: Busy, action: () => Promise<void>) => {
    setBusy(kind);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(isAirlockError(error, 'USER_REJECTED') ? 'You declined in your wallet.' : (error as Error).message);
    } finally {
      setBusy('none');
    }
  };

  const token = session.state === 'signed-in' ? session.session.token : undefined;
  const callRoute = () => run('calling', async () => setAnswer(await callProtectedRoute(token)));
  const signIn = () =>
    run('signing-in', async () => {
      await airlock.signInWithX();
      setAnswer(undefined);
      refresh();
    });
  const signOut = () =>
    run('signing-out', async () => {
      const chainId = network?.caipNetworkId;
      if (address && chainId) await airlock.options.siwx?.revokeSession(chainId, address);
      setAnswer(undefined);
      refresh();
    });

  return (
    <>
      <p aria-live="polite" data-testid="demo-sign-in-state" className={session.state === 'signed-in' ? 'demo-ok demo-wrap' : 'demo-muted'}>
        {session.state === 'checking' && 'Checking your session…'}
        {session.state === 'signed-in' &&
          `Signed in as ${session.session.data.accountAddress} on ${network?.name ?? session.session.data.chainId}`}
        {session.state === 'signed-out' && 'Not signed in.'}
        {session.state === 'failed' && `Could not check your session: ${session.message}`}
      </p>
      <div className="demo-button-row">
        <button type="button" className="demo-button" onClick={callRoute} disabled={busy !== 'none'}>
          {busy === 'calling' ? 'Calling…' : 'Call protected route'}
        </button>
        {session.state === 'signed-in' && (
          <button type="button" className="demo-button demo-button-secondary" onClick={signOut} disabled={busy !== 'none'}>
            {busy === 'signing-out' ? 'Signing out…' : 'Sign out'}
          </button>
        )}
        {session.state === 'signed-out' && (
          <button type="button" className="demo-button demo-button-secondary" onClick={signIn} disabled={busy !== 'none'}>
            {busy === 'signing-in' ? 'Waiting for wallet…' : 'Sign in'}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {answer?.ok && (
          <p className="demo-ok demo-wrap">
            The demo backend answered: <span data-testid="demo-protected-result">{answer.message}</span>
          </p>
        )}
        {answer && !answer.ok && (
          <p role="alert" className="demo-error demo-wrap">
            The demo backend refused:{' '}
            <span data-testid="demo-protected-result">
              {answer.status}: {answer.message}
            </span>
          </p>
        )}
        <ErrorText message={failure} />
      </div>
    </>
  );
}
