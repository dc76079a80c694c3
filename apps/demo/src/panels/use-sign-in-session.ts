import { useCallback, useEffect, useState } from 'react';
import type { ServerSiwxSession } from '@airlock/core';
import { useAirlock, useAirlockAccount, useAirlockEvents, useAirlockNetwork } from '@airlock/react';

export type SignInSession =
  | { state: 'checking' }
  | { state: 'signed-in'; session: ServerSiwxSession }
  | { state: 'signed-out' }
  | { state: 'failed'; message: string };

/**
 * The connected account's sign-in session on the active network, looked up again after a sign-in, an account or
 * network change, the modal opening, or `refresh()`. The demo signs in through the Airlock server, so a session carries its token.
 */
export function useSignInSession(): { session: SignInSession; refresh: () => void } {
  const airlock = useAirlock();
  const { address } = useAirlockAccount();
  const { network } = useAirlockNetwork();
  const [session, setSession] = useState<SignInSession>({ state: 'checking' });
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((previous) => previous + 1), []);
  useAirlockEvents((event) => {
    // MODAL_OPEN: the modal asks to sign in again when it found the session revoked.
    if (event.name === 'SIWX_AUTH_SUCCESS' || event.name === 'DISCONNECT_SUCCESS' || event.name === 'MODAL_OPEN') refresh();
  });

  // Asked again for another account or network, and after a sign-in or sign-out (`version`).
  useEffect(() => {
    let current = true;
    setSession({ state: 'checking' });
    airlock.siwxSessions().then(
      (sessions) => {
        const [first] = sessions as ServerSiwxSession[];
        if (current) setSession(first ? { state: 'signed-in', session: first } : { state: 'signed-out' });
      },
      (error: unknown) => {
        if (current) setSession({ state: 'failed', message: (error as Error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [airlock, address, network?.caipNetworkId, version]);

  return { session, refresh };
}
