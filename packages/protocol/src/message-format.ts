/** Catalogue messages with `{name}` placeholders, filled in the same way by the modal and the secure frame. */
/** What fills a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number | bigint>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names a message uses, each once, in order. */
export function placeholdersOf(message: string): string[] {
  return [...new Set(Array.from(message.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

/** A catalogue message with its `{name}` placeholders filled in; a placeholder without a value stays as written. */
export function formatMessage(message: string, values: MessageValues = {}): string {
  return message.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A message split at its placeholders, each replaced by its value as it is (for example a React
 * element, to show an email address in bold): text and values in reading order.
 */
export function formatMessageParts<Value>(message: string, values: Readonly<Record<string, Value>>): Array<string | Value> {
  const parts: Array<string | Value> = [];
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!(name in values)) continue;
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push(values[name]!);
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
