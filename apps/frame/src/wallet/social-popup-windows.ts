import { SOCIAL_POPUP_MESSAGES, type SocialPopupMessage } from '@airlock/protocol';

/** What the frame hears from and says to the social-login popup's pages (windows of its own origin). */
export interface SocialPopupWindows {
  /** Every message this window receives, until the returned stop is called. */
  listen(handler: (event: { data: unknown; origin: string; source: unknown }) => void): () => void;
  /** Answers the window a message came from, at the frame's own origin only. */
  reply(source: unknown, message: SocialPopupMessage): void;
  warn(message: string): void;
}

/** The browser frame's popup windows: `window`'s messages, replies with this origin as the target. */
export function browserSocialPopupWindows(frameOrigin: string): SocialPopupWindows {
  return {
    listen(handler) {
      window.addEventListener('message', handler);
      return () => window.removeEventListener('message', handler);
    },
    reply(source, message) {
      (source as Window | null)?.postMessage(message, frameOrigin);
    },
    warn: (message) => console.warn(message),
  };
}

const MAX_URI_LENGTH = 8_192;

/** A well-formed popup message the frame acts on (READY or RESULT), else undefined. */
export function socialPopupMessage(
  data: unknown,
): Extract<SocialPopupMessage, { type: 'SOCIAL_POPUP_READY' | 'SOCIAL_RESULT' }> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, uri } = data as { type?: unknown; uri?: unknown };
  if (type === SOCIAL_POPUP_MESSAGES.ready) return { type };
  if (type !== SOCIAL_POPUP_MESSAGES.result || typeof uri !== 'string' || uri.length > MAX_URI_LENGTH) return undefined;
  try {
    return { type, uri: new URL(uri).href };
  } catch {
    return undefined;
  }
}
