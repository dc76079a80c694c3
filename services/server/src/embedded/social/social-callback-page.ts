import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../app/server-deps';
import { SOCIAL_CALLBACK_PATH } from './social-redirect';
import { createSocialStates } from './social-states';

/**
 * The page's only script: posts its own address (code and state, or the provider's error) to the
 * window that opened it, at the dApp origin the login was started for, and closes. The modal checks
 * that the message comes from the frame's origin and hands the address to the frame (CONNECT_SOCIAL).
 */
const SCRIPT = `(function () {
  var config = JSON.parse(document.getElementById('airlock-social').textContent);
  var status = document.getElementById('status');
  if (!config.targetOrigin) { status.textContent = config.message; return; }
  if (!window.opener) { status.textContent = 'This window was not opened by the app: close it and sign in again.'; return; }
  window.opener.postMessage({ type: 'SOCIAL_RESULT', uri: window.location.href }, config.targetOrigin);
  status.textContent = 'Signed in: you can close this window.';
  window.close();
})();`;

const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
const CSP = `default-src 'none'; script-src ${SCRIPT_HASH}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** JSON inside a script element: `<` escaped so no value can end the element. */
const embeddedJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const page = (config: { targetOrigin?: string; message: string }) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Signing in…</title></head>
<body>
<p id="status">Signing in…</p>
<script id="airlock-social" type="application/json">${embeddedJson(config)}</script>
<script>${SCRIPT}</script>
</body>
</html>`;

const MAX_STATE_LENGTH = 256;

/**
 * GET /social/callback on the frame host: where providers send the browser back. The state names
 * the login attempt (read, not used up: the frame's connect call does that), and with it the one
 * origin the result may be posted to. Codes are not logged: the request log has paths, not queries.
 */
export async function socialCallbackRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }): Promise<void> {
  const states = createSocialStates(deps.database.db);
  app.get(SOCIAL_CALLBACK_PATH, async (request, reply) => {
    const { state } = request.query as Record<string, unknown>;
    const attempt = typeof state === 'string' && state.length <= MAX_STATE_LENGTH && state.length > 0 ? await states.peek(state) : undefined;
    const config = attempt ? { targetOrigin: attempt.appOrigin, message: '' } : { message: 'This sign-in has expired or was already used: close this window and sign in again.' };
    return reply
      .header('content-security-policy', CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page(config));
  });
}
