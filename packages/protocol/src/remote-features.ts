export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Features a project turns on or off on the server (spec §6, §9). */
export interface RemoteFeatures {
  email: boolean;
  socials: SocialProvider[] | false;
  swaps: string[] | false;
  onramp: string[] | false;
  activity: boolean;
  reownBranding: boolean;
  multiWallet: boolean;
}

export const DEFAULT_REMOTE_FEATURES: RemoteFeatures = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: ['1inch'],
  onramp: ['meld'],
  activity: true,
  reownBranding: true,
  multiWallet: false,
};
