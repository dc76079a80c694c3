import { en, type MainMessages } from '@airlock/core';

type AlertKey = keyof MainMessages['alerts'];
type ErrorKey = keyof MainMessages['errors'];

/** English's error and alert texts back to their catalogue keys: core's toasts, alerts and errors carry the spec's English. */
const KEYS = new Map<string, { group: 'alerts'; key: AlertKey } | { group: 'errors'; key: ErrorKey }>([
  ...Object.keys(en.alerts).map((key) => [en.alerts[key as AlertKey], { group: 'alerts' as const, key: key as AlertKey }] as const),
  ...Object.keys(en.errors).map((key) => [en.errors[key as ErrorKey], { group: 'errors' as const, key: key as ErrorKey }] as const),
]);

/** A toast's, alert's or error's text in the modal's locale when it is one of the catalogue's errors or alerts; anything else as it is. */
export function localizedNotice(text: string, messages: MainMessages): string {
  const found = KEYS.get(text);
  if (!found) return text;
  return found.group === 'alerts' ? messages.alerts[found.key] : messages.errors[found.key];
}
