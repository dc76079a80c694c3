import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * A function for the popup pages' scripts: posts `message` to every window of `origin` among the
 * opener's frames, at any depth up to 4 and at most 64 windows, with `origin` as the target origin
 * so the browser drops it for any other window. The opener itself (the dApp page) is never a
 * target: whatever the popup says goes to the frame only.
 */
const POST_TO_FRAMES = `function postToFrames(opener, message, origin) {
  var visited = 0;
  function walk(parent, depth) {
    var count = 0;
    try { count = parent.frames.length; } catch (error) { return; }
    for (var i = 0; i < count && visited < 64; i++) {
      var child;
      try { child = parent.frames[i]; } catch (error) { continue; }
      if (!child) continue;
      visited++;
      try { child.postMessage(message, origin); } catch (error) { /* a window that went away */ }
      if (depth < 4) walk(child, depth + 1);
    }
  }
  walk(opener, 1);
}`;

/** The HTML of a popup page whose only script is `body` (with postToFrames), allowed by its hash. */
export function popupPage(input: { title: string; body: string }) {
  const script = `${POST_TO_FRAMES}\n${input.body}`;
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return {
    csp: `default-src 'none'; script-src ${hash}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    html: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${input.title}</title></head>
<body>
<p id="status">${input.title}</p>
<script>${script}</script>
</body>
</html>`,
  };
}

/** Sends a popup page: never cached, never framed, no referrer (the callback's address holds the code). */
export function sendPopupPage(reply: FastifyReply, page: { csp: string; html: string }) {
  return reply
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page.html);
}
