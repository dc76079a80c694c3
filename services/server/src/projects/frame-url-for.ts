import type { FastifyRequest } from 'fastify';

/**
 * The frame's address as the modal should load it: AIRLOCK_FRAME_URL, else the host the modal
 * called this server on, with the frame's port (so a page on localhost gets a localhost frame).
 */
export function frameUrlFor(request: FastifyRequest, configured: string | undefined, framePort: number | undefined): string | undefined {
  if (configured) return configured;
  if (framePort === undefined) return undefined;
  try {
    const url = new URL(`${request.protocol}://${request.hostname}`);
    if (url.pathname !== '/' || url.search || url.username) return undefined;
    url.port = String(framePort);
    return url.origin;
  } catch {
    return undefined;
  }
}
