import type { NameRegistry } from '../names/name-registry';

/** What the gateway reads of the name registry. */
export type NameLookups = Pick<NameRegistry, 'suffix' | 'byLabel' | 'byAddress'>;
