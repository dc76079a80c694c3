import { SOCIAL_POPUP_MESSAGES } from '@airlock/protocol';
import { popupPage } from './social-popup-page';

/** How long the page waits for the frame to name the provider's page. */
const ANSWER_WAIT_MS = 10_000;

/**
 * GET /social/begin on the frame host: where the modal points the popup (opened inside the click,
 * so no popup blocker stops it). It carries nothing secret; its script asks the frame-origin
 * windows among the opener's frames where to go, and goes to the provider's URL the frame that
 * started the login answers with (only from this origin, only http(s)).
 */
export const SOCIAL_BEGIN_PAGE = popupPage({
  title: 'Opening sign-in…',
  body:
    `(function () {
  var origin = window.location.origin;
  var status = document.getElementById('status');
  if (!window.opener) { status.textContent = 'This window was not opened by the app: close it and sign in again.'; return; }
  var moved = false;
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (moved || event.origin !== origin || !data || data.type !== '${SOCIAL_POPUP_MESSAGES.providerUri}' ` +
    `|| typeof data.uri !== 'string') return;
    var target;
    try { target = new URL(data.uri); } catch (error) { return; }
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return;
    moved = true;
    window.location.replace(target.href);
  });
  postToFrames(window.opener, { type: '${SOCIAL_POPUP_MESSAGES.ready}' }, origin);
  setTimeout(function () {
    if (!moved) status.textContent = 'No sign-in is waiting for this window: close it and sign in again.';
  }, ${ANSWER_WAIT_MS});
})();`,
});
