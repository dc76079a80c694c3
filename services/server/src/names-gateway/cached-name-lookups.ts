import type { AccountNameRecord } from '@airlock/protocol';
import type { NameLookups } from './name-lookups';

/** A registered name's record is kept this long: names are only ever added, so a found record does not go stale. */
const FOUND_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * The registry's lookups with what they found kept in this process for a minute, so a warm gateway answer costs no
 * database read. What they did not find is not kept: a name registered a moment ago resolves at once.
 */
export function cachedNameLookups(lookups: NameLookups, now: () => number = Date.now): NameLookups {
  const found = new Map<string, { value: AccountNameRecord | AccountNameRecord[]; until: number }>();
  const remember = <value extends AccountNameRecord | AccountNameRecord[]>(key: string, read: () => Promise<value | undefined>) => {
    const hit = found.get(key);
    if (hit && hit.until > now()) return Promise.resolve(hit.value as value);
    return read().then((value) => {
      if (value !== undefined && (!Array.isArray(value) || value.length > 0)) {
        found.delete(key);
        if (found.size >= MAX_ENTRIES) found.delete(found.keys().next().value!);
        found.set(key, { value, until: now() + FOUND_TTL_MS });
      }
      return value;
    });
  };
  return {
    suffix: lookups.suffix,
    byLabel: (label) => remember(`label:${label}`, () => lookups.byLabel(label)),
    byAddress: async (address) => (await remember(`address:${address.toLowerCase()}`, () => lookups.byAddress(address))) ?? [],
  };
}
