import { SOCIAL_POPUP } from '../constants/timing';
import { AirlockError } from '../errors/airlock-error';
import { ERROR_MESSAGES } from '../errors/catalogue';

/** Opens the popup at once, inside the click, so a popup blocker lets it through; it is pointed at the frame's begin page later. */
export function openSocialPopup(): Window {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - SOCIAL_POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - SOCIAL_POPUP.height) / 2));
  const popup = window.open(
    'about:blank',
    'airlock-social-login',
    `popup,width=${SOCIAL_POPUP.width},height=${SOCIAL_POPUP.height},left=${left},top=${top}`,
  );
  if (!popup)
    throw new AirlockError(ERROR_MESSAGES.socialConnectionFailed, {
      code: 'EMBEDDED_LOGIN_FAILED',
      details: 'the browser blocked the popup',
    });
  return popup;
}
