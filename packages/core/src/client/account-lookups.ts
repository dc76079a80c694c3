import type { ChainNamespace } from '../caip/namespace';
import { refreshTokenBalances } from '../balances/token-balance-fetch';
import { refreshAccountIdentity } from './account-identity';
import type { ClientContext } from './client-context';

export { identityOf, rememberAccountIdentity } from './account-identity';
export { profileApi } from '../names/profile-api-client';
export { namesSupported } from '../names/names-supported';
export { NameResolutionError, NameSuggestionsError, NameRegistrationError } from '../names/name-errors';

/**
 * What is read about an account once it connects or changes: its token balances and its name and avatar. One module,
 * one chunk loaded on first use, so the client names one lazy chunk for both (bundle.firstload.delta.gz). The names'
 * actions reach the name routes through it too, so no module is shared between their chunks.
 */
export async function refreshAccountLookups(
  context: ClientContext,
  namespace: ChainNamespace,
  options: { force?: boolean },
): Promise<void> {
  await Promise.all([refreshTokenBalances(context, namespace, options), refreshAccountIdentity(context, namespace)]);
}
