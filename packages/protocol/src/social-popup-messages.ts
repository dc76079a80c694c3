/**
 * Social login's messages between the windows of the frame's own origin: the login popup's pages
 * (served by the frame host) and the frame that started the login. They go only to windows of that
 * origin (postMessage's target origin is the frame's, never '*'), so the dApp page never receives
 * the provider's address, the code or the state.
 */

/** The frame host's page the modal opens the popup at: it carries nothing secret and asks the frame where to go. */
export const SOCIAL_BEGIN_PATH = '/social/begin';
/** The frame host's page the provider sends the popup back to (the OAuth redirect URI). */
export const SOCIAL_CALLBACK_PATH = '/social/callback';

export const SOCIAL_POPUP_MESSAGES = {
  /** begin page → frame-origin windows among the opener's frames: "I am the popup, where do I go?" */
  ready: 'SOCIAL_POPUP_READY',
  /** frame → begin page: `{ uri }`, the provider's authorization URL of the login the frame started. */
  providerUri: 'SOCIAL_PROVIDER_URI',
  /** callback page → frame-origin windows among the opener's frames: `{ uri }`, its own address (code and state). */
  result: 'SOCIAL_RESULT',
  /** frame → callback page: the result was this frame's login; the page may close. */
  resultReceived: 'SOCIAL_RESULT_RECEIVED',
} as const;

export type SocialPopupMessage =
  | { type: typeof SOCIAL_POPUP_MESSAGES.ready }
  | { type: typeof SOCIAL_POPUP_MESSAGES.providerUri; uri: string }
  | { type: typeof SOCIAL_POPUP_MESSAGES.result; uri: string }
  | { type: typeof SOCIAL_POPUP_MESSAGES.resultReceived };
