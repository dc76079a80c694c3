import { bindEmbeddedAccountType } from '../embedded/embedded-account-type';
import { bindSmartAccountDeployment } from '../embedded/smart-account-deployment';
import type { ClientContext } from './client-context';

/**
 * Keeps the embedded account's type and its smart account's deployment in step with the network, from the first
 * embedded-wallet connection (a connect or a reconnect) on: loaded then, so a dApp whose visitors never use the
 * embedded wallet never loads it. Once per client; `destroy()` ends it.
 */
export function startEmbeddedAccountSync(context: ClientContext): void {
  if (context.stopEmbeddedAccountSync) return;
  const stops = [bindEmbeddedAccountType(context), bindSmartAccountDeployment(context)];
  context.stopEmbeddedAccountSync = () => {
    for (const stop of stops) stop();
  };
}
