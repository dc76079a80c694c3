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
  // Spec §9 names meld first; a server offers only the providers it has keys for (the sandbox on a devnet).
  onramp: ['meld', 'coinbase', 'moonpay', 'sandbox'],
  activity: true,
  reownBranding: true,
  multiWallet: false,
};
