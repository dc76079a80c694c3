import type { FastifyBaseLogger } from 'fastify';
import type { OnrampProvider, ProviderOptions } from './onramp-provider';
import { withTimeout } from './with-timeout';

/** A provider's options are asked at most this often; its sample data (after a failure) is kept a minute. */
const OPTIONS_TTL_MS = 5 * 60_000;
const SAMPLE_TTL_MS = 60_000;

export interface CatalogueEntry extends ProviderOptions {
  sample: boolean;
}

export interface OnrampCatalogue {
  /** The provider's options, or (spec §8) its built-in sample with spec §9's limits when it cannot be asked. */
  optionsOf(provider: OnrampProvider): Promise<CatalogueEntry>;
}

export function createOnrampCatalogue(log: FastifyBaseLogger, timeoutMs: number, now: () => number = Date.now): OnrampCatalogue {
  const cached = new Map<string, { entry: Promise<CatalogueEntry>; until: number }>();
  const load = async (provider: OnrampProvider): Promise<CatalogueEntry> => {
    try {
      const options = await withTimeout(provider.options(), timeoutMs, `${provider.info.name} options`);
      return { ...options, sample: false };
    } catch (error) {
      log.warn({ err: error, provider: provider.info.id }, 'on-ramp options failed: answering sample data (spec §8)');
      return { ...provider.sampleOptions(), sample: true };
    }
  };
  return {
    optionsOf(provider) {
      const hit = cached.get(provider.info.id);
      if (hit && hit.until > now()) return hit.entry;
      const entry = load(provider);
      // One request per provider at a time: concurrent visitors share it.
      cached.set(provider.info.id, { entry, until: now() + OPTIONS_TTL_MS });
      void entry.then((loaded) => {
        if (loaded.sample) cached.set(provider.info.id, { entry, until: now() + SAMPLE_TTL_MS });
      });
      return entry;
    },
  };
}
