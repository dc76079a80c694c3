import type { RemoteFeatures } from '@airlock/protocol';
import type { OnrampProvider } from './onramp-provider';

export interface OnrampProviders {
  /** Every provider this server can offer (the sandbox on devnets, the real ones whose keys the operator gave). */
  configured: readonly OnrampProvider[];
  /**
   * The project's providers in its order: its remote feature `onramp` (a list of provider ids; anything that is not an
   * array of strings means none, spec §5) among the configured ones.
   */
  enabledFor(features: Pick<RemoteFeatures, 'onramp'>): OnrampProvider[];
}

export function onrampProvidersOf(configured: readonly OnrampProvider[]): OnrampProviders {
  return {
    configured,
    enabledFor({ onramp }) {
      const listed: unknown = onramp;
      if (!Array.isArray(listed) || !listed.every((id) => typeof id === 'string')) return [];
      return [...new Set(listed as string[])].flatMap((id) => configured.find((provider) => provider.info.id === id) ?? []);
    },
  };
}
