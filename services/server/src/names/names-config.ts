import { DEFAULT_NAME_SUFFIX } from '@airlock/protocol';
import { ConfigError } from '../config/config-error';
import { integerFromEnv } from '../config/integer-from-env';

/** Account names as the operator sets them (see the server README). */
export interface NamesConfig {
  /** AIRLOCK_NAME_SUFFIX: names are registered as `<label>.<suffix>`; no leading dot, lower case. */
  nameSuffix: string;
  /** AIRLOCK_NAMES_PER_ADDRESS: names one address may register under the suffix. */
  namesPerAddress: number;
  /** AIRLOCK_NAME_REGISTRATIONS_PER_IP_PER_HOUR: registration attempts one client IP may make an hour. */
  nameRegistrationsPerIpPerHour: number;
  /** AIRLOCK_NAME_REGISTRATIONS_PER_PROJECT_PER_HOUR: registration attempts one project may receive an hour, all IPs together. */
  nameRegistrationsPerProjectPerHour: number;
}

export const NAMES_DEFAULTS: NamesConfig = {
  nameSuffix: DEFAULT_NAME_SUFFIX,
  namesPerAddress: 1,
  nameRegistrationsPerIpPerHour: 20,
  nameRegistrationsPerProjectPerHour: 10_000,
};

/** DNS labels of letters, digits and hyphens, at least two of them: `airlock.id`, `names.example.com`. */
const SUFFIX = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

function suffixFromEnv(raw: string | undefined): string {
  if (raw === undefined || raw === '') return NAMES_DEFAULTS.nameSuffix;
  const suffix = raw.toLowerCase().replace(/^\./, '');
  if (!SUFFIX.test(suffix) || suffix.length > 200)
    throw new ConfigError(
      `AIRLOCK_NAME_SUFFIX=${raw.slice(0, 60)} must be a domain name such as airlock.id (letters, digits, hyphens, dots)`,
    );
  return suffix;
}

export function namesConfigFromEnv(env: NodeJS.ProcessEnv): NamesConfig {
  return {
    nameSuffix: suffixFromEnv(env.AIRLOCK_NAME_SUFFIX),
    namesPerAddress: integerFromEnv(env, 'AIRLOCK_NAMES_PER_ADDRESS', NAMES_DEFAULTS.namesPerAddress),
    nameRegistrationsPerIpPerHour: integerFromEnv(
      env,
      'AIRLOCK_NAME_REGISTRATIONS_PER_IP_PER_HOUR',
      NAMES_DEFAULTS.nameRegistrationsPerIpPerHour,
    ),
    nameRegistrationsPerProjectPerHour: integerFromEnv(
      env,
      'AIRLOCK_NAME_REGISTRATIONS_PER_PROJECT_PER_HOUR',
      NAMES_DEFAULTS.nameRegistrationsPerProjectPerHour,
    ),
  };
}
