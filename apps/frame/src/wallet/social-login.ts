import {
  SOCIAL_BEGIN_PATH,
  SOCIAL_CALLBACK_PATH,
  type FrameEventMessage,
  type FrameSocialProvider,
  type FrameUser,
} from '@airlock/protocol';
import type { SocialApi } from '../api/social-api';
import type { SigningIdentity } from '../api/request-signer';
import { FrameRequestError } from '../messaging/frame-request-error';
import { devicePublicJwk, keptDeviceKey } from '../session/device-key';
import type { FrameVault } from '../session/frame-vault';
import { createSocialAttempt, type SocialAttempt } from './social-attempt';
import { socialPopupMessage, type SocialPopupWindows } from './social-popup-windows';

/** Spec §7's social providers; anything else is refused before the server is asked. */
const PROVIDERS: readonly FrameSocialProvider[] = ['google', 'x', 'discord', 'apple', 'github', 'facebook'];
/** As long as the server keeps the attempt (SOCIAL_STATE_TTL_MS): the popup has this long to bring the result. */
export const SOCIAL_ATTEMPT_MS = 10 * 60_000;

export const SOCIAL_TEXT = {
  /** Spec §10, word for word. */
  initiateFailed: 'Failed to initiate social connection',
  unknownProvider: (provider: string) =>
    `Failed to initiate social connection: ${JSON.stringify(String(provider).slice(0, 40))} is not a social provider`,
  noAppOrigin: 'Failed to initiate social connection: the frame does not know which page embeds it',
  noState: 'Failed to initiate social connection: the server named no state for the login',
  notThePopup: 'A social login is connected from the popup the frame named, not from an address the page passes',
  noLoginStarted: 'No social login was started in this frame: start again',
  replaced: 'Another social login was started in this frame',
  expired: 'This social login has expired: start again',
  cancelled: (error: string) => `Social login was not completed (${error})`,
  incomplete: 'The social login result holds no code: start again',
  notAvailable: 'Not available yet',
  ignoredResult: 'Airlock frame: ignored a social-login result for a login this frame did not start',
  ignoredPopup: 'Airlock frame: ignored a second popup asking for the provider of the social login',
} as const;

export interface SocialLoginDeps {
  api: SocialApi;
  vault: FrameVault;
  /** Ends the session this frame held before, once a new one is open. */
  signOut(identity: SigningIdentity): Promise<unknown>;
  emit(event: FrameEventMessage): void;
  chainId(): number | string | undefined;
  /** This frame's origin: the popup's pages are `<frameOrigin>/social/begin` and `/social/callback`. */
  frameOrigin: string;
  /** The embedding dApp's origin, kept with the attempt by the server; nothing is posted to it but replies. */
  appOrigin: string | undefined;
  /** Messages from the popup's pages (windows of this frame's origin). */
  popups: SocialPopupWindows;
  createDeviceKey?: () => Promise<CryptoKeyPair>;
}

/**
 * Social login inside the frame; the page never holds the provider's URL, the code or the state.
 * GET_SOCIAL_REDIRECT_URI: the frame starts the login on the server (bound to its device key),
 * keeps the state, and names its begin page, where the modal points the popup. That page asks the
 * frame-origin windows for the provider's URL; this frame answers it once. The provider sends the
 * popup to the callback page, which posts its address to the frame-origin windows: a result whose
 * state this frame started is taken (any other is ignored, with a warning), and its code opens the
 * session. CONNECT_SOCIAL answers the page with the outcome only.
 */
export function createSocialLogin(deps: SocialLoginDeps) {
  const { api, vault, frameOrigin } = deps;
  const redirectUri = `${frameOrigin}${SOCIAL_CALLBACK_PATH}`;
  const beginUri = `${frameOrigin}${SOCIAL_BEGIN_PATH}`;
  /** The latest login started here, until another replaces it (which fails it, if it is still waiting). */
  let attempt: SocialAttempt | undefined;
  /** CONNECT_SOCIAL took the latest attempt's outcome: it is answered once. */
  let claimed = false;

  const deviceKey = () => keptDeviceKey(vault, deps.createDeviceKey);

  async function openSession(code: string, state: string): Promise<FrameUser> {
    const pair = await vault.getDeviceKey();
    if (!pair) throw new FrameRequestError(SOCIAL_TEXT.noLoginStarted);
    const previous = await vault.getSession();
    const login = await api.connect({ code, state, devicePublicKey: await devicePublicJwk(pair) });
    // A session this frame held before is ended, not left signing in the background.
    if (previous)
      await deps.signOut({ sessionId: previous.sessionId, token: previous.token, privateKey: pair.privateKey }).catch(() => undefined);
    await vault.putSession({
      sessionId: login.sessionId,
      token: login.token,
      expiresAt: login.expiresAt,
      email: login.user.email,
      address: login.user.address,
    });
    const user: FrameUser = {
      email: login.user.email,
      address: login.user.address,
      chainId: deps.chainId() ?? 1,
      userName: login.user.userName,
    };
    deps.emit({ type: 'LOGGED_IN', payload: user });
    return user;
  }

  function onPopupMessage(current: SocialAttempt, event: { data: unknown; origin: string; source: unknown }) {
    // Only the popup's pages, on this frame's origin, speak here; the page's own messages are the channel's.
    if (event.origin !== frameOrigin || !current.open) return;
    const message = socialPopupMessage(event.data);
    if (!message) return;
    if (message.type === 'SOCIAL_POPUP_READY') {
      if (current.directed) return deps.popups.warn(SOCIAL_TEXT.ignoredPopup);
      current.directed = true;
      deps.popups.reply(event.source, { type: 'SOCIAL_PROVIDER_URI', uri: current.providerUri });
      return;
    }
    const result = new URL(message.uri);
    const params = result.searchParams;
    if (`${result.origin}${result.pathname}` !== redirectUri || params.get('state') !== current.state)
      return deps.popups.warn(SOCIAL_TEXT.ignoredResult);
    // This frame's own login, taken once. The page hears the frame is connecting before the popup may close.
    deps.emit({ type: 'SOCIAL_CONNECTING', payload: {} });
    deps.popups.reply(event.source, { type: 'SOCIAL_RESULT_RECEIVED' });
    const error = params.get('error');
    const code = params.get('code');
    if (error) current.fail(new FrameRequestError(SOCIAL_TEXT.cancelled(error.slice(0, 64))));
    else if (!code) current.fail(new FrameRequestError(SOCIAL_TEXT.incomplete));
    else current.settle(openSession(code, current.state));
  }

  function replace(next?: SocialAttempt) {
    attempt?.fail(new FrameRequestError(SOCIAL_TEXT.replaced));
    attempt = next;
    claimed = false;
  }

  return {
    async redirectUri(provider: unknown): Promise<{ uri: string }> {
      if (!PROVIDERS.includes(provider as FrameSocialProvider)) throw new FrameRequestError(SOCIAL_TEXT.unknownProvider(String(provider)));
      if (!deps.appOrigin) throw new FrameRequestError(SOCIAL_TEXT.noAppOrigin);
      replace();
      const pair = await deviceKey();
      const { uri } = await api.start({
        provider: provider as FrameSocialProvider,
        devicePublicKey: await devicePublicJwk(pair),
        redirectUri,
        appOrigin: deps.appOrigin,
      });
      const state = new URL(uri).searchParams.get('state');
      if (!state) throw new FrameRequestError(SOCIAL_TEXT.noState);
      const current = createSocialAttempt({
        state,
        providerUri: uri,
        lifetimeMs: SOCIAL_ATTEMPT_MS,
        expired: () => new FrameRequestError(SOCIAL_TEXT.expired),
      });
      replace(current);
      current.onStop(deps.popups.listen((event) => onPopupMessage(current, event)));
      return { uri: beginUri };
    },

    /** The outcome of the login whose popup is at `uri` (the begin page this frame named), once the popup brought its result here. */
    connect(uri: unknown): Promise<FrameUser> {
      if (uri !== beginUri) return Promise.reject(new FrameRequestError(SOCIAL_TEXT.notThePopup));
      if (!attempt || claimed) return Promise.reject(new FrameRequestError(SOCIAL_TEXT.noLoginStarted));
      claimed = true;
      return attempt.outcome;
    },
  };
}

export type SocialLogin = ReturnType<typeof createSocialLogin>;

// The wallet's type belongs to embedded-wallet.ts; social login rides beside it instead of in it.
const attached = new WeakMap<object, SocialLogin>();

export function attachSocialLogin<W extends object>(wallet: W, social: SocialLogin): W {
  attached.set(wallet, social);
  return wallet;
}

/** The social login of a wallet built with one; a frame without it answers 'Not available yet'. */
export function socialLoginOf(wallet: object): SocialLogin {
  const social = attached.get(wallet);
  if (!social) throw new FrameRequestError(SOCIAL_TEXT.notAvailable);
  return social;
}
