import { SOCIAL_POPUP } from '../constants/timing';
import { AirlockError } from '../errors/airlock-error';
import { ERROR_MESSAGES } from '../errors/catalogue';

/** Opens the popup at once, inside the click, so a popup blocker lets it through; it is pointed at the provider later. */
export function openSocialPopup(): Window {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - SOCIAL_POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - SOCIAL_POPUP.height) / 2));
  const popup = window.open('about:blank', 'airlock-social-login', `popup,width=${SOCIAL_POPUP.width},height=${SOCIAL_POPUP.height},left=${left},top=${top}`);
  if (!popup) throw new AirlockError(ERROR_MESSAGES.socialConnectionFailed, { code: 'EMBEDDED_LOGIN_FAILED', details: 'the browser blocked the popup' });
  return popup;
}

/**
 * The callback page's result: its address, posted from the frame's origin (spec §7: results are
 * accepted only from there). Rejects with 'Popup closed' once the popup is closed without one.
 */
export function socialResult(popup: Window, frameOrigin: string, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedCheck);
      signal.removeEventListener('abort', onAbort);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== popup) return;
      const { type, uri } = (event.data ?? {}) as { type?: unknown; uri?: unknown };
      if (type !== 'SOCIAL_RESULT' || typeof uri !== 'string') return;
      stop();
      resolve(uri);
    };
    const closedCheck = setInterval(() => {
      if (!popup.closed) return;
      stop();
      reject(new AirlockError(ERROR_MESSAGES.popupClosed, { code: 'EMBEDDED_LOGIN_FAILED' }));
    }, SOCIAL_POPUP.closedCheckMs);
    const onAbort = () => {
      stop();
      popup.close();
      reject(new AirlockError(ERROR_MESSAGES.popupClosed, { code: 'EMBEDDED_LOGIN_FAILED' }));
    };
    window.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
