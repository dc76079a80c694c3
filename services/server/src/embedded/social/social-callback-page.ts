import { SOCIAL_POPUP_MESSAGES } from '@airlock/protocol';
import { popupPage } from './social-popup-page';

/** How long the page waits for the frame to say the result was its own before saying what to do. */
const RECEIPT_WAIT_MS = 5_000;

/**
 * GET /social/callback on the frame host, where providers send the popup back. Its script posts
 * its own address (code and state, or the provider's error) to the frame-origin windows among the
 * opener's frames, never to the opener (the dApp page), and closes once the frame that started
 * the login says it has it. The frame accepts only a state it started; the page reads nothing
 * from the server (codes are not logged: the request log has paths, not queries).
 */
export const SOCIAL_CALLBACK_PAGE = popupPage({
  title: 'Signing in…',
  body: `(function () {
  var origin = window.location.origin;
  var status = document.getElementById('status');
  var result = { type: '${SOCIAL_POPUP_MESSAGES.result}', uri: window.location.href };
  // The address holds the code: out of this window's history now that it is read.
  history.replaceState(null, '', window.location.pathname);
  if (!window.opener) { status.textContent = 'This window was not opened by the app: close it and sign in again.'; return; }
  var received = false;
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || !event.data || event.data.type !== '${SOCIAL_POPUP_MESSAGES.resultReceived}') return;
    received = true;
    status.textContent = 'Signed in: you can close this window.';
    window.close();
  });
  postToFrames(window.opener, result, origin);
  setTimeout(function () {
    if (!received) status.textContent = 'No sign-in is waiting for this window: close it and sign in again.';
  }, ${RECEIPT_WAIT_MS});
})();`,
});
