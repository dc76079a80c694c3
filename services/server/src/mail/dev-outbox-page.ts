import type { OutboxMessage } from './dev-outbox';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The dev outbox for a browser: every message's text, newest first; the html bodies stay in the JSON. */
export function devOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">to <b>${escapeHtml(message.to)}</b> · ${escapeHtml(message.kind)} · ${escapeHtml(message.sentAt)}</p>
<pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n');
  return (
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Airlock dev outbox</title>
<style>body{font:15px system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}` +
    `article{border-top:1px solid #ccc;padding:.5rem 0}h2{font-size:1.1rem;margin:.3rem 0}` +
    `.meta{color:#555;margin:0}pre{white-space:pre-wrap;font-size:1rem}</style>
</head><body>
<h1>Airlock dev outbox</h1>
<p>Mail the server would have sent, newest first (the last ${messages.length === 1 ? 'message' : `${messages.length} messages`}). ` +
    `Reload for new ones; <a href="?format=json">JSON</a>.</p>
${rows || '<p>Nothing sent yet.</p>'}
</body></html>`
  );
}
