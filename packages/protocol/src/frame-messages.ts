/**
 * The messages between the modal (in the dApp page) and the embedded wallet's secure frame (its own
 * origin), spec §7. Every app → frame message has an `id`; the frame answers with exactly one
 * `<type>_SUCCESS` or `<type>_ERROR` carrying the same id. Both sides drop messages from any origin
 * other than the one they expect. Keys, session secrets and one-time codes never cross this boundary
 * in the frame → app direction.
 */

export type FrameAccountType = 'eoa' | 'smartAccount';
export type FrameSocialProvider = 'google' | 'x' | 'discord' | 'github' | 'apple' | 'facebook';

/** What the modal may ask of the frame, keyed by message type, with each request's payload. */
export interface FrameRequests {
  SWITCH_NETWORK: { chainId: number | string; rpcUrl?: string };
  CONNECT_EMAIL: { email: string };
  CONNECT_DEVICE: Record<string, never>;
  CONNECT_OTP: { otp: string };
  /**
   * `uri` is the popup page GET_SOCIAL_REDIRECT_URI named (the frame host's `/social/begin`): the
   * reply is the login's outcome, once the provider's result went from the popup to the frame
   * directly (social-popup-messages.ts). The page never holds the code or the state.
   */
  CONNECT_SOCIAL: {
    uri: string;
    preferredAccountType?: FrameAccountType;
    chainId?: number | string;
    siwxMessage?: unknown;
    rpcUrl?: string;
  };
  /** The frame starts the login (bound to its device key) and names the page to point the popup at; no secret in it. */
  GET_SOCIAL_REDIRECT_URI: { provider: FrameSocialProvider };
  GET_USER: {
    chainId?: number | string;
    preferredAccountType?: FrameAccountType;
    socialUri?: string;
    siwxMessage?: unknown;
    rpcUrl?: string;
  };
  SIGN_OUT: Record<string, never>;
  IS_CONNECTED: { token?: string };
  GET_CHAIN_ID: Record<string, never>;
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: Record<string, never>;
  INIT_SMART_ACCOUNT: Record<string, never>;
  SET_PREFERRED_ACCOUNT: { type: FrameAccountType };
  RPC_REQUEST: { method: string; params?: unknown; chainId: number | string; chainNamespace: string; rpcUrl?: string };
  RPC_ABORT: Record<string, never>;
  UPDATE_EMAIL: { email: string };
  UPDATE_EMAIL_PRIMARY_OTP: { otp: string };
  UPDATE_EMAIL_SECONDARY_OTP: { otp: string };
  SYNC_THEME: { themeMode?: 'light' | 'dark'; themeVariables?: Record<string, string | number> };
  /**
   * The modal's locale (a BCP 47 tag such as `ja` or `pt-BR`): the frame's own text follows it, as the `locale` of its address does at
   * load.
   */
  SYNC_LOCALE: { locale: string };
  SYNC_DAPP_DATA: {
    projectId: string;
    sdkVersion: string;
    sdkType: string;
    metadata?: { name: string; description?: string; url?: string; icons?: string[] };
  };
  RELOAD: Record<string, never>;
  /** Airlock's own: the frame mails a fresh code, asks for it in its own form and shows the key there (never in a reply). */
  EXPORT_KEY: Record<string, never>;
}

/** The user as the frame reports it: never a key, only who and where. */
export interface FrameUser {
  email?: string | null;
  userName?: string | null;
  address: string;
  chainId: number | string;
  accounts?: Array<{ address: string; type: FrameAccountType }>;
  preferredAccountType?: FrameAccountType;
  smartAccountDeployed?: boolean;
  /** Chains where this account can be a smart account (the batch executor is deployed there). */
  smartAccountEnabledNetworks?: number[];
  /** GET_USER with `siwxMessage` right after a login: the sign-in message's text, as signed (spec §3 Auth user). */
  message?: string;
  /** Its personal_sign signature. */
  signature?: string;
}

/** The success payload of each request. */
export interface FrameReplies {
  SWITCH_NETWORK: { chainId: number | string };
  CONNECT_EMAIL: { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' };
  CONNECT_DEVICE: Record<string, never>;
  CONNECT_OTP: Record<string, never>;
  CONNECT_SOCIAL: FrameUser;
  GET_SOCIAL_REDIRECT_URI: { uri: string };
  GET_USER: FrameUser;
  SIGN_OUT: Record<string, never>;
  IS_CONNECTED: { isConnected: boolean };
  GET_CHAIN_ID: { chainId: number | string };
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: number[] };
  INIT_SMART_ACCOUNT: { address: string; isDeployed: boolean };
  SET_PREFERRED_ACCOUNT: { type: FrameAccountType; address: string };
  RPC_REQUEST: unknown;
  RPC_ABORT: Record<string, never>;
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' };
  UPDATE_EMAIL_PRIMARY_OTP: Record<string, never>;
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: string };
  SYNC_THEME: Record<string, never>;
  SYNC_LOCALE: Record<string, never>;
  SYNC_DAPP_DATA: Record<string, never>;
  RELOAD: Record<string, never>;
  EXPORT_KEY: { action: 'VERIFY_OTP' };
}

export type FrameRequestType = keyof FrameRequests;

export interface FrameRequestMessage<T extends FrameRequestType = FrameRequestType> {
  id: string;
  type: T;
  payload: FrameRequests[T];
}

export type FrameReplyMessage<T extends FrameRequestType = FrameRequestType> =
  | { id: string; type: `${T}_SUCCESS`; payload: FrameReplies[T] }
  /** `code`: an RPC_REQUEST's EIP-1193 error code, e.g. 4001 when the user rejected it in the frame. */
  | { id: string; type: `${T}_ERROR`; payload: { message: string; code?: number } };

/**
 * Messages the frame sends on its own: it is ready (with its version), it needs the modal shown; it
 * shows its own UI (the one-time-code form: SHOW_FRAME, then HIDE_FRAME); a login it ran to the end
 * (LOGGED_IN, after CONNECT_EMAIL: the code was typed into the frame, never into the dApp page).
 */
export type FrameEventMessage =
  | { type: 'FRAME_READY'; payload: { version: string } }
  | { type: 'OPEN_APPROVAL'; payload: Record<string, never> }
  | { type: 'CLOSE_APPROVAL'; payload: Record<string, never> }
  | { type: 'SHOW_FRAME'; payload: Record<string, never> }
  | { type: 'HIDE_FRAME'; payload: Record<string, never> }
  | { type: 'LOGGED_IN'; payload: FrameUser }
  /** The popup handed the frame the result of the social login it started: the popup closes now, the frame connects. */
  | { type: 'SOCIAL_CONNECTING'; payload: Record<string, never> }
  /** The email change finished in the frame's own code form (after UPDATE_EMAIL): the secondary code returned the new address. */
  | { type: 'EMAIL_UPDATED'; payload: { newEmail: string } }
  /**
   * The height (CSS px) the view the frame shows needs to be read without scrolling; the modal sizes the frame's slot by it (within its own
   * limit).
   */
  | { type: 'FRAME_HEIGHT'; payload: { height: number } };
