/**
 * Spec §7: what an account signs to register a name: the full name, its text records (`attributes`, such as
 * `avatar`) and the time in seconds. Sent as the JSON text below, signed with personal_sign, verified byte for byte.
 */
export interface NameRegistrationMessage {
  name: string;
  attributes: Record<string, string>;
  timestamp: number;
}

/** The text signed: JSON with the keys in this order, so client and server produce the same bytes. */
export function formatNameRegistrationMessage(message: NameRegistrationMessage): string {
  return JSON.stringify({ name: message.name, attributes: message.attributes, timestamp: message.timestamp });
}

/** The fields of a signed registration text, or undefined when it is not one (wrong JSON, types or extra keys). */
export function parseNameRegistrationMessage(text: string): NameRegistrationMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { name, attributes, timestamp, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return undefined;
  if (typeof name !== 'string' || !Number.isSafeInteger(timestamp)) return undefined;
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) return undefined;
  const entries = Object.entries(attributes as Record<string, unknown>);
  if (!entries.every(([, v]) => typeof v === 'string')) return undefined;
  return { name, attributes: Object.fromEntries(entries) as Record<string, string>, timestamp: timestamp as number };
}
