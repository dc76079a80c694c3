import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ServerDeps } from '../../app/server-deps';
import { DEVICE_APPROVE_PATH } from './device-approval-limits';
import { hashApprovalToken } from './device-approvals';
import type { PendingDevice } from './embedded-device-store';

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111}' +
  'button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#1f4fd1;color:#fff;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #111;outline-offset:2px}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
const CSP = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const tokenQuery = z.object({ token: z.string().max(64) }).partial();
const tokenForm = z.object({ token: z.string().max(64) }).partial();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>`;
}

const send = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(html);

const GONE = page('This link no longer works', '<p>It has expired or was already used. Sign in again in the app to get a new one.</p>');

/**
 * The device approval link's page (VERIFY_DEVICE): GET only shows what would be approved and an
 * "Approve this device" button, so a mail scanner that opens links approves nothing; the button's
 * POST uses the token up and approves the device. Tokens are not logged: the request log redacts
 * `token=` and never has bodies. Outside the embedded plugin, so the frame-origin check does not apply.
 */
export const deviceApprovalPagePlugin: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const { devices } = deps.embedded;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const appName = async (device: PendingDevice) => (await deps.projects.get(device.projectId))?.name ?? 'the app';
  const tokenHashOf = (token: string | undefined) => (token && TOKEN.test(token) ? hashApprovalToken(token) : undefined);

  app.get(DEVICE_APPROVE_PATH, async (request, reply) => {
    const tokenHash = tokenHashOf(tokenQuery.parse(request.query).token);
    const pending = tokenHash ? await devices.pendingByToken(tokenHash, new Date()) : undefined;
    if (!pending) return send(reply, 404, GONE);
    const name = escapeHtml(await appName(pending));
    const email = escapeHtml(pending.email ?? '');
    const token = escapeHtml(tokenQuery.parse(request.query).token ?? '');
    return send(
      reply,
      200,
      page(
        'Approve this device',
        `<p>Someone asked to sign in to ${name} as <strong>${email}</strong> on a device it does not know yet.</p>
<p>Approve it only if that was you, just now. Then enter the code from the same email in the app to finish signing in.</p>
<form method="post" action="${DEVICE_APPROVE_PATH}"><input type="hidden" name="token" value="${token}">` +
          `<button type="submit">Approve this device</button></form>`,
      ),
    );
  });

  app.post(DEVICE_APPROVE_PATH, { bodyLimit: 1024 }, async (request, reply) => {
    const tokenHash = tokenHashOf(tokenForm.parse(request.body ?? {}).token);
    const approved = tokenHash ? await devices.approveByToken(tokenHash, new Date()) : undefined;
    if (!approved) return send(reply, 404, GONE);
    const name = escapeHtml(await appName(approved));
    const email = escapeHtml(approved.email ?? '');
    request.log.info({ userId: approved.userId }, 'embedded device approved');
    return send(
      reply,
      200,
      page(
        'Device approved',
        `<p>The device that asked to sign in to ${name} as <strong>${email}</strong> is approved. ` +
          `Go back to it and enter the code from the same email.</p>`,
      ),
    );
  });
};
