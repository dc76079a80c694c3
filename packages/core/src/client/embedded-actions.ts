import type { FrameUser } from '@airlock/protocol';
import { CONNECTOR_IDS } from '../adapter/connector';
import type { EmbeddedBridge } from '../adapter/embedded-bridge';
import { namespaceState } from '../connection/chain-store';
import { AirlockError } from '../errors/airlock-error';
import { emailLoginRefusal } from '../embedded/email-login-refusal';
import { applyEmbeddedUser } from '../embedded/embedded-account-type';
import { embeddedBridgeFor } from '../embedded/embedded-bridge-for';
import { embeddedFrame } from '../embedded/embedded-frame';
import { socialOutcome } from '../embedded/social-outcome';
import { ERROR_MESSAGES } from '../errors/catalogue';
import type { FrameEvent } from '../frame/frame-event';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { ClientContext } from './client-context';
import { connect } from './connection-actions';
import { startEmbeddedAccountSync } from './embedded-account-sync';
import { signInWithEmbeddedLogin } from './embedded-sign-in';

export const EMBEDDED_MESSAGES = {
  cancelled: 'Email login was cancelled',
} as const;

export class EmbeddedLoginError extends AirlockError {
  override readonly name = 'EmbeddedLoginError';
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'EMBEDDED_LOGIN_FAILED', ...options });
  }
}

/** Resolves with the user the frame logged in; rejects when the frame hid its form without one. */
function nextLogin(context: ClientContext, signal: AbortSignal): Promise<FrameUser> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      context.frameEvents.delete(listener);
      signal.removeEventListener('abort', onAbort);
    };
    const listener = (event: FrameEvent) => {
      if (event.type === 'LOGGED_IN') {
        stop();
        resolve(event.payload);
      } else if (event.type === 'HIDE_FRAME') {
        stop();
        reject(new EmbeddedLoginError(EMBEDDED_MESSAGES.cancelled));
      }
    };
    const onAbort = () => {
      stop();
      reject(new EmbeddedLoginError(EMBEDDED_MESSAGES.cancelled));
    };
    context.frameEvents.add(listener);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Email login (spec §4): CONNECT_EMAIL answers VERIFY_OTP (the frame shows its own code form: the
 * code is typed into the frame, never into this page), CONNECT (a device the account approved: the
 * frame signs in at once) or VERIFY_DEVICE (this page says to approve the device from the mail,
 * and CONNECT_DEVICE waits for it, then the code form opens). Once the frame says who logged in,
 * the embedded connector connects.
 */
export async function connectEmail(context: ClientContext, email: string): Promise<void> {
  const address = email.trim();
  const store = context.embedded;
  const refusal = emailLoginRefusal(address, context.storage.get<number>(STORAGE_KEYS.lastEmailLoginTime));
  if (refusal) {
    store.setState({ error: refusal });
    throw new EmbeddedLoginError(refusal);
  }
  context.embeddedAttempt?.abort();
  const controller = new AbortController();
  context.embeddedAttempt = controller;
  store.setState({ status: 'loading', email: address, error: undefined });
  try {
    const frame = await embeddedFrame(context);
    const login = nextLogin(context, controller.signal);
    login.catch(() => undefined);
    const { action } = await frame.request('CONNECT_EMAIL', { email: address }, { signal: controller.signal });
    context.storage.set(STORAGE_KEYS.lastEmailLoginTime, Date.now());
    if (action === 'VERIFY_DEVICE') {
      store.setState({ status: 'awaiting-device' });
      await frame.request('CONNECT_DEVICE', {}, { signal: controller.signal });
    }
    store.setState({ status: action === 'CONNECT' ? 'connecting' : 'awaiting-code' });
    const user = await login;
    store.setState({ status: 'connecting' });
    applyEmbeddedUser(context, user);
    context.storage.set(STORAGE_KEYS.email, user.email ?? address);
    await signInWithEmbeddedLogin(context, frame, user);
    await connect(context, CONNECTOR_IDS.auth, { embedded: embeddedBridgeFor(context, frame, user) });
    store.setState({ status: 'idle', frameVisible: false });
  } catch (error) {
    if (!controller.signal.aborted) store.setState({ status: 'idle', frameVisible: false, error: (error as Error).message });
    throw error;
  } finally {
    if (context.embeddedAttempt === controller) context.embeddedAttempt = undefined;
  }
}

/**
 * Social login (spec §4): the popup opens inside the click; the frame starts the login (bound to its
 * device key) and names its begin page, where the popup is pointed. The popup's pages and the frame,
 * all on the frame's origin, pass the provider's URL and its result between them: this page never
 * holds the code or the state, and hears only the outcome, the frame's answer to CONNECT_SOCIAL.
 */
export async function connectSocial(context: ClientContext, provider: string, popup: Window): Promise<void> {
  const store = context.embedded;
  context.embeddedAttempt?.abort();
  const controller = new AbortController();
  context.embeddedAttempt = controller;
  store.setState({ status: 'loading', socialProvider: provider, error: undefined });
  try {
    const frame = await embeddedFrame(context);
    const { uri } = await frame
      .request('GET_SOCIAL_REDIRECT_URI', { provider: provider as never }, { signal: controller.signal })
      .catch((error: unknown) => {
        throw new EmbeddedLoginError(ERROR_MESSAGES.socialConnectionFailed, { cause: error });
      });
    popup.location.href = uri;
    const user = await socialOutcome({
      frame,
      popup,
      uri,
      onFrameEvent: (listener) => {
        context.frameEvents.add(listener);
        return () => context.frameEvents.delete(listener);
      },
      onConnecting: () => store.setState({ status: 'connecting' }),
      signal: controller.signal,
    });
    store.setState({ status: 'connecting' });
    applyEmbeddedUser(context, user);
    await signInWithEmbeddedLogin(context, frame, user);
    await connect(context, CONNECTOR_IDS.auth, { embedded: embeddedBridgeFor(context, frame, user) });
    store.setState({ status: 'idle', socialProvider: undefined });
  } catch (error) {
    if (!popup.closed) popup.close();
    if (!controller.signal.aborted) store.setState({ status: 'idle', socialProvider: undefined, error: (error as Error).message });
    throw error;
  } finally {
    if (context.embeddedAttempt === controller) context.embeddedAttempt = undefined;
  }
}

/** The frame's session after a reload (spec §4: reconnect through is-connected), or undefined. */
export async function restoreEmbeddedSession(context: ClientContext): Promise<EmbeddedBridge | undefined> {
  const frame = await embeddedFrame(context);
  const { isConnected } = await frame.request('IS_CONNECTED', {});
  if (!isConnected) return undefined;
  const chainId = namespaceState(context.chain, 'eip155').network.caipNetwork?.id;
  const user = await frame.request('GET_USER', chainId === undefined ? {} : { chainId });
  applyEmbeddedUser(context, user);
  startEmbeddedAccountSync(context);
  return embeddedBridgeFor(context, frame, user);
}
