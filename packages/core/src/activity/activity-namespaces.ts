import type { ChainNamespace } from '../caip/namespace';

/** Spec §9: activity is served on evm. */
const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155'];

export function servesActivity(namespace: ChainNamespace): boolean {
  return ACTIVITY_NAMESPACES.includes(namespace);
}
