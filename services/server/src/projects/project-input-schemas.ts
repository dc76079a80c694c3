import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '@airlock/protocol';
import { isOriginPattern, ORIGIN_PATTERN_RULE } from './origin-pattern';

export const SWAP_PROVIDERS = ['1inch'] as const;
/** On-ramp provider ids a project may list; a server offers those it is configured for (see the on-ramp in the README). */
export const ONRAMP_PROVIDERS = ['meld', 'coinbase', 'moonpay', 'sandbox'] as const;
export const MAX_PROJECT_NAME_LENGTH = 200;
export const MAX_ALLOWED_ORIGINS = 100;

/** Control characters would garble `project list`, and PostgreSQL refuses NUL. */
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;

export const projectNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_PROJECT_NAME_LENGTH, `must be at most ${MAX_PROJECT_NAME_LENGTH} characters`)
  .regex(PRINTABLE, 'must not contain control characters');

export const originPatternSchema = z
  .string()
  .refine(isOriginPattern, { error: (issue) => `"${String(issue.input)}" is not an origin: ${ORIGIN_PATTERN_RULE}` });

function providerListSchema<const T extends readonly [string, ...string[]]>(providers: T) {
  return z.union([
    z.literal(false),
    z
      .array(z.enum(providers))
      .min(1, 'must list at least one provider, or be false')
      .transform((names) => [...new Set(names)]),
  ]);
}

/** Some of a project's remote features; unknown names are refused so a typo is not silently ignored. */
export const remoteFeaturesPatchSchema = z.strictObject({
  email: z.boolean().optional(),
  socials: providerListSchema(SOCIAL_PROVIDERS).optional(),
  swaps: providerListSchema(SWAP_PROVIDERS).optional(),
  onramp: providerListSchema(ONRAMP_PROVIDERS).optional(),
  activity: z.boolean().optional(),
  reownBranding: z.boolean().optional(),
  multiWallet: z.boolean().optional(),
});
