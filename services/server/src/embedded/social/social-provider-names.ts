/** Social providers in the spec's display order (spec §9: google, x, discord, apple, github, facebook). */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'apple', 'github', 'facebook'] as const;

export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProviderName(value: unknown): value is SocialProviderName {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}
