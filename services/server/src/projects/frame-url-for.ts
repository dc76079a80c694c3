import type { FastifyRequest } from 'fastify';
import type { FrameOrigins } from '../embedded/frame-origins';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1']);

/** The page's own loopback host name from its Origin header, when both it and this server are on this machine. */
function loopbackPageHost(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !LOOPBACK_NAMES.has(request.hostname.replace(/:\d+$/, ''))) return undefined;
  try {
    const { hostname } = new URL(origin);
    return LOOPBACK_NAMES.has(hostname) ? hostname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The frame's address as the modal should load it: AIRLOCK_FRAME_URL, else the frame's port on the
 * host the page itself is on when both are loopback, else on the host the modal called this server
 * on. A page on localhost:5173 calling 127.0.0.1:8787 still gets a localhost frame: same-site with
 * the page, so browsers that block a cross-site frame's storage (Chromium with third-party storage
 * partitioning off, as Playwright launches it) keep its session across reloads.
 * The Host header is the caller's to choose: an address built from it that is not one of the frame
 * origins (AIRLOCK_FRAME_ORIGINS) is replaced by the first of them, so no answer (or cache of one)
 * ever sends the modal to a frame elsewhere.
 */
export function frameUrlFor(
  request: FastifyRequest,
  configured: string | undefined,
  framePort: number | undefined,
  frameOrigins: FrameOrigins,
): string | undefined {
  if (configured) return configured;
  if (framePort === undefined) return undefined;
  const fallback = frameOrigins.list()[0];
  try {
    const url = new URL(`${request.protocol}://${request.hostname}`);
    if (url.pathname !== '/' || url.search || url.username) return fallback;
    const pageHost = loopbackPageHost(request);
    if (pageHost) url.hostname = pageHost;
    url.port = String(framePort);
    return frameOrigins.has(url.origin) ? url.origin : fallback;
  } catch {
    return fallback;
  }
}
