import { isIP } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerDeps } from '../app/server-deps';
import { ApiError } from '../http/api-error';
import { DEV_OUTBOX_LIMITS } from './dev-outbox';
import { devOutboxPage } from './dev-outbox-page';

const query = z.object({
  to: z.string().max(DEV_OUTBOX_LIMITS.maxAddressChars).optional(),
  kind: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(DEV_OUTBOX_LIMITS.maxMessages).optional(),
  format: z.enum(['json', 'html']).optional(),
});

const fromWebPage = () =>
  new ApiError(403, 'DEV_OUTBOX_CROSS_ORIGIN', 'The dev outbox cannot be read by web pages: open /dev/outbox in a tab');

function isLoopbackAddress(ip: string): boolean {
  const v4 = /^(?:::ffff:)?(\d+)\.\d+\.\d+\.\d+$/i.exec(ip);
  return v4 ? v4[1] === '127' : isIP(ip) === 6 && ip.replace(/^\[|\]$/g, '') === '::1';
}

/** localhost, *.localhost, 127.x.y.z or [::1]; a Host naming anything else is a DNS-rebinding attempt or a remote client. */
function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(name);
}

function wantsHtml(request: FastifyRequest, format: 'json' | 'html' | undefined): boolean {
  if (format) return format === 'html';
  return /^\s*text\/html/i.test(request.headers.accept ?? '');
}

/**
 * GET /dev/outbox: mail kept by the dev outbox, newest first, as JSON (`?to=`, `?kind=`, `?limit=`)
 * or, for a browser, as a page. Mounted only when the dev outbox is the mailer, so with SMTP_URL or
 * in production the path is a 404. It also answers 404 to clients that are not on this machine, and
 * 403 to requests sent by web pages (any Origin header): a dApp page on localhost must not read login codes.
 */
export const devOutboxRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const outbox = deps.devOutbox;
  if (!outbox) return;

  app.get('/dev/outbox', async (request, reply) => {
    if (!isLoopbackAddress(request.ip) || !isLoopbackHost(request.headers.host)) return reply.callNotFound();
    if (request.headers.origin !== undefined) throw fromWebPage();
    const { to, kind, limit, format } = query.parse(request.query);
    const messages = outbox.list({ to, kind, limit });
    reply
      .header('cache-control', 'no-store')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff');
    if (!wantsHtml(request, format)) return { messages };
    return reply
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .type('text/html; charset=utf-8')
      .send(devOutboxPage(messages));
  });
};
