import { loadModule } from '../modules/load-module';
import type { ClientContext } from './client-context';

/** Spec §2: SIWXSignMessage cannot be closed while sign-in is required and no session exists (it is shown only then). */
export function siwxBlocksClose(context: ClientContext): boolean {
  return context.router.getState().view === 'SIWXSignMessage' && context.options.siwx?.getRequired?.() === true;
}

/**
 * Spec §4: after a connect, an account change or a network change, asks the visitor to sign in when there is no
 * session for the active address and network. Resolves true when the flow took the modal over (the sign view, or
 * Connect after an initialisation failure), so the caller leaves it alone. The flow's code loads only with `siwx`.
 */
export function askSiwxSignIn(context: ClientContext): Promise<boolean> {
  if (!context.options.siwx) return Promise.resolve(false);
  return loadSiwx().then(
    (flow) => flow.askSiwxSignInIfNeeded(context),
    () => false,
  );
}

/** The sign-in code (`siwx-on-demand`), loaded once a dApp with `siwx` needs it. */
export function loadSiwx(): Promise<typeof import('./siwx-on-demand')> {
  return loadModule(() => import('./siwx-on-demand'));
}
