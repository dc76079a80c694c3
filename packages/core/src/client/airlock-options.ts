import type { ChainAdapter } from '../adapter/chain-adapter';
import type { LocalFeatures } from '../features/features';
import type { Network } from '../network/network';
import type { SiwxConfig } from '../siwx/siwx-config';
import type { KeyValueStorage } from '../storage/key-value-storage';
import type { ThemeMode, ThemeVariables } from '../theme/theme';

export interface AppMetadata {
  name: string;
  description?: string;
  url?: string;
  icons?: string[];
}

export interface AirlockOptions {
  adapters: ChainAdapter[];
  /** Networks the dApp supports; the first is the default unless `defaultNetwork` is given. */
  networks: [Network, ...Network[]];
  defaultNetwork?: Network;
  /** Your project on the Airlock server. Needed when `apiUrl` is set. */
  projectId?: string;
  /** The Airlock server (self-hosted), e.g. http://localhost:8787. Without it everything stays local. */
  apiUrl?: string;
  /** Basic mode: every remote feature off, no project config fetched. */
  basic?: boolean;
  /** Switch features off (or on) in code; remote switches apply on top. */
  features?: Partial<LocalFeatures>;
  metadata?: AppMetadata;
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariables;
  /** Restore the previous connection on load (default true). */
  enableReconnect?: boolean;
  /** Let the user stay on a network the dApp did not configure (default false). */
  allowUnsupportedChain?: boolean;
  /** Offer network switching in the modal (default true). */
  enableNetworkSwitch?: boolean;
  /** Wallets to hide, by rdns or name (also registry ids). */
  excludeWallets?: string[];
  /** Registry wallet ids shown on the Connect view and first in All Wallets, in this order. */
  featuredWalletIds?: string[];
  /** Registry wallet ids: when given, All Wallets lists only these (after the featured ones), in this order. */
  includeWalletIds?: string[];
  storage?: KeyValueStorage;
  /** With `features.legalCheckbox`, the Connect view links these (http or https) and every connect method waits for the box. */
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  /**
   * Sign in with X: after connecting, the visitor signs a CAIP-122 message (EIP-4361 for eip155) and the session is kept
   * by this store, `createLocalSiwx()` or `createServerSiwx({ apiUrl, projectId })`, or the dApp's own.
   */
  siwx?: SiwxConfig;
  /** The older SIWE configuration of other kits. Not supported: use `siwx`; both together are refused (spec §5). */
  siweConfig?: unknown;
  /**
   * The modal's language, a BCP 47 tag such as 'de' or 'pt-BR' (the closest supported locale is
   * used). Default: the browser's preferred languages, English when none is supported.
   */
  locale?: string;
}
