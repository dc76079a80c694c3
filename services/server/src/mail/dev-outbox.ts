import type { FastifyBaseLogger } from 'fastify';
import { recipientDomain, type MailMessage } from './mail-message';
import type { Mailer } from './mailer';

export interface OutboxMessage extends MailMessage {
  id: number;
  /** ISO 8601. */
  sentAt: string;
}

export interface OutboxFilter {
  /** Recipient, compared case-insensitively. */
  to?: string;
  kind?: string;
  limit?: number;
}

/** Mail kept in memory instead of sent; `list` is newest first. */
export interface DevOutbox extends Mailer {
  readonly transport: 'dev-outbox';
  list(filter?: OutboxFilter): OutboxMessage[];
}

export interface DevOutboxOptions {
  log: FastifyBaseLogger;
  /** Where the console block goes; stdout by default. */
  write?: (text: string) => void;
  /** Older messages are dropped past this many. */
  maxMessages?: number;
  /** Longer text or html bodies are cut to this many characters. */
  maxBodyChars?: number;
}

export const DEV_OUTBOX_LIMITS = { maxMessages: 100, maxBodyChars: 16_384, maxSubjectChars: 500, maxAddressChars: 320 };

function cut(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max)}… [cut at ${max} characters]`;
}

/** Control characters (terminal escapes among them) shown as `?` in the console; tabs and newlines kept. */
function printable(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '?');
}

function consoleBlock(message: OutboxMessage): string {
  const body = printable(message.text)
    .split('\n')
    .map((line) => `│ ${line}`)
    .join('\n');
  return `\n┌ [dev outbox] to ${printable(message.to)} — ${printable(message.subject)}\n${body}\n└\n`;
}

/**
 * The mailer used in development when SMTP_URL is unset: each message is printed to the console in
 * a block (that is what it is for: the code is right there) and kept, bounded, for GET /dev/outbox.
 */
export function createDevOutbox({ log, write = (text) => process.stdout.write(text), ...limits }: DevOutboxOptions): DevOutbox {
  const maxMessages = limits.maxMessages ?? DEV_OUTBOX_LIMITS.maxMessages;
  const maxBodyChars = limits.maxBodyChars ?? DEV_OUTBOX_LIMITS.maxBodyChars;
  const messages: OutboxMessage[] = [];
  let nextId = 1;

  return {
    transport: 'dev-outbox',
    description: 'dev outbox (printed to the console, listed at /dev/outbox)',
    async send(message) {
      const kept: OutboxMessage = {
        id: nextId++,
        sentAt: new Date().toISOString(),
        kind: message.kind,
        to: cut(message.to, DEV_OUTBOX_LIMITS.maxAddressChars),
        subject: cut(message.subject, DEV_OUTBOX_LIMITS.maxSubjectChars),
        text: cut(message.text, maxBodyChars),
        ...(message.html !== undefined ? { html: cut(message.html, maxBodyChars) } : {}),
      };
      messages.push(kept);
      if (messages.length > maxMessages) messages.splice(0, messages.length - maxMessages);
      write(consoleBlock(kept));
      log.debug({ kind: message.kind, toDomain: recipientDomain(message.to) }, 'mail kept in the dev outbox');
    },
    list({ to, kind, limit = maxMessages } = {}) {
      const recipient = to?.trim().toLowerCase();
      const found: OutboxMessage[] = [];
      for (let index = messages.length - 1; index >= 0 && found.length < limit; index--) {
        const message = messages[index]!;
        if (recipient !== undefined && message.to.toLowerCase() !== recipient) continue;
        if (kind !== undefined && message.kind !== kind) continue;
        found.push({ ...message });
      }
      return found;
    },
  };
}
