import type { FrameEventMessage, FrameSocialProvider, FrameUser } from '@airlock/protocol';
import type { SocialApi } from '../api/social-api';
import type { SigningIdentity } from '../api/request-signer';
import { FrameRequestError } from '../messaging/frame-request-error';
import { devicePublicJwk, keptDeviceKey } from '../session/device-key';
import type { FrameVault } from '../session/frame-vault';

/** Spec §7's social providers; anything else is refused before the server is asked. */
const PROVIDERS: readonly FrameSocialProvider[] = ['google', 'x', 'discord', 'apple', 'github', 'facebook'];
/** Where the server's frame host serves the page providers send the popup back to. */
export const SOCIAL_CALLBACK_PATH = '/social/callback';

export const SOCIAL_TEXT = {
  /** Spec §10, word for word. */
  initiateFailed: 'Failed to initiate social connection',
  unknownProvider: (provider: string) => `Failed to initiate social connection: ${JSON.stringify(String(provider).slice(0, 40))} is not a social provider`,
  noAppOrigin: 'Failed to initiate social connection: the frame does not know which page embeds it',
  notACallback: 'The social login result is not an address of this frame’s callback page',
  noLoginStarted: 'No social login was started in this frame: start again',
  cancelled: (error: string) => `Social login was not completed (${error})`,
  incomplete: 'The social login result holds no code: start again',
  notAvailable: 'Not available yet',
} as const;

export interface SocialLoginDeps {
  api: SocialApi;
  vault: FrameVault;
  /** Ends the session this frame held before, once a new one is open. */
  signOut(identity: SigningIdentity): Promise<unknown>;
  emit(event: FrameEventMessage): void;
  chainId(): number | string | undefined;
  /** This frame's origin: the provider sends the popup back to `<frameOrigin>/social/callback`. */
  frameOrigin: string;
  /** The embedding dApp's origin: the callback page posts the result there only. */
  appOrigin: string | undefined;
  createDeviceKey?: () => Promise<CryptoKeyPair>;
}

/**
 * Social login inside the frame. GET_SOCIAL_REDIRECT_URI asks the server for the provider's
 * authorization URL (the attempt bound to this frame's device key) for the modal's popup; the
 * provider sends the popup to the frame host's callback page, which posts its address to the modal;
 * CONNECT_SOCIAL hands that address back here, and the code and state in it open the session.
 */
export function createSocialLogin(deps: SocialLoginDeps) {
  const { api, vault } = deps;
  const redirectUri = `${deps.frameOrigin}${SOCIAL_CALLBACK_PATH}`;

  const deviceKey = () => keptDeviceKey(vault, deps.createDeviceKey);

  return {
    async redirectUri(provider: unknown): Promise<{ uri: string }> {
      if (!PROVIDERS.includes(provider as FrameSocialProvider)) throw new FrameRequestError(SOCIAL_TEXT.unknownProvider(String(provider)));
      if (!deps.appOrigin) throw new FrameRequestError(SOCIAL_TEXT.noAppOrigin);
      const pair = await deviceKey();
      const { uri } = await api.start({ provider: provider as FrameSocialProvider, devicePublicKey: await devicePublicJwk(pair), redirectUri, appOrigin: deps.appOrigin });
      return { uri };
    },

    async connect(resultUri: unknown): Promise<FrameUser> {
      let result: URL;
      try {
        result = new URL(String(resultUri));
      } catch {
        throw new FrameRequestError(SOCIAL_TEXT.notACallback);
      }
      if (`${result.origin}${result.pathname}` !== redirectUri) throw new FrameRequestError(SOCIAL_TEXT.notACallback);
      const params = result.searchParams;
      const error = params.get('error');
      if (error) throw new FrameRequestError(SOCIAL_TEXT.cancelled(error.slice(0, 64)));
      const code = params.get('code');
      const state = params.get('state');
      if (!code || !state) throw new FrameRequestError(SOCIAL_TEXT.incomplete);
      const pair = await vault.getDeviceKey();
      if (!pair) throw new FrameRequestError(SOCIAL_TEXT.noLoginStarted);

      const previous = await vault.getSession();
      const login = await api.connect({ code, state, devicePublicKey: await devicePublicJwk(pair) });
      // A session this frame held before is ended, not left signing in the background.
      if (previous) await deps.signOut({ sessionId: previous.sessionId, token: previous.token, privateKey: pair.privateKey }).catch(() => undefined);
      await vault.putSession({ sessionId: login.sessionId, token: login.token, expiresAt: login.expiresAt, email: login.user.email, address: login.user.address });
      const user: FrameUser = { email: login.user.email, address: login.user.address, chainId: deps.chainId() ?? 1, userName: login.user.userName };
      deps.emit({ type: 'LOGGED_IN', payload: user });
      return user;
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
