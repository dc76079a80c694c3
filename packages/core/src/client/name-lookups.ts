import { loadModule } from '../modules/load-module';

/**
 * The account lookups' chunk (account-lookups.ts), where the name routes' client, the identity cache and the names'
 * errors live. The names' actions take them from there rather than importing them, so that no module is shared
 * between the two chunks: a shared one would be a chunk named in the dApp's first load.
 */
export const loadAccountLookups = () => loadModule(() => import('./account-lookups'));
