import { SOCIAL_PROVIDERS, type RemoteFeatures, type SocialProvider } from '@airlock/protocol';
import { ONRAMP_PROVIDERS, SWAP_PROVIDERS } from '../projects/project-input-schemas';
import { CliUsageError } from './cli-usage-error';
import { PROJECT_USAGE } from './cli-usage';

/** The `project features` flags, by flag name, as parseArgs options. */
export const FEATURE_FLAG_OPTIONS = {
  email: { type: 'string' },
  socials: { type: 'string' },
  swaps: { type: 'string' },
  onramp: { type: 'string' },
  activity: { type: 'string' },
  branding: { type: 'string' },
  'multi-wallet': { type: 'string' },
} as const;

type FeatureFlagValues = Partial<Record<keyof typeof FEATURE_FLAG_OPTIONS, string>>;

function onOff(flag: string, value: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new CliUsageError(`--${flag} must be on or off, got "${value}"`, PROJECT_USAGE);
}

function providerList<T extends string>(flag: string, value: string, known: readonly T[]): T[] | false {
  if (value === 'off') return false;
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(known as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new CliUsageError(`--${flag} takes off or a comma-separated list of ${known.join(', ')}; got "${value}"`, PROJECT_USAGE);
  }
  return [...new Set(names)] as T[];
}

/** Turns `--email off --socials google,x` into the features to change; throws CliUsageError on bad values. */
export function featuresFromFlags(values: FeatureFlagValues): Partial<RemoteFeatures> {
  const features: Partial<RemoteFeatures> = {};
  if (values.email !== undefined) features.email = onOff('email', values.email);
  if (values.socials !== undefined) features.socials = providerList<SocialProvider>('socials', values.socials, SOCIAL_PROVIDERS);
  if (values.swaps !== undefined) features.swaps = providerList('swaps', values.swaps, SWAP_PROVIDERS);
  if (values.onramp !== undefined) features.onramp = providerList('onramp', values.onramp, ONRAMP_PROVIDERS);
  if (values.activity !== undefined) features.activity = onOff('activity', values.activity);
  if (values.branding !== undefined) features.reownBranding = onOff('branding', values.branding);
  if (values['multi-wallet'] !== undefined) features.multiWallet = onOff('multi-wallet', values['multi-wallet']);
  return features;
}
