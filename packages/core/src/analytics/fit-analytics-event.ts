import type { AnalyticsEvent } from '@airlock/protocol';

/*
 * The server refuses an event with more than 2,048 bytes of properties or 4,096 bytes in all, and
 * one refused event loses its whole batch. These budgets keep every event well inside: error
 * messages (a wallet's can run to kilobytes) are cut, not sent whole.
 */
export const MAX_URL_CHARS = 1_024;
export const MAX_PROPERTY_CHARS = 500;
export const MAX_PROPERTIES_BYTES = 1_800;

const encoder = new TextEncoder();
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Properties with long strings cut, keeping entries in order while they fit the budget. */
function fitProperties(properties: Record<string, unknown>): Record<string, unknown> {
  const fitted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    const candidate = { ...fitted, [cut(key, MAX_PROPERTY_CHARS)]: typeof value === 'string' ? cut(value, MAX_PROPERTY_CHARS) : value };
    if (jsonBytes(candidate) <= MAX_PROPERTIES_BYTES) Object.assign(fitted, candidate);
  }
  return fitted;
}

/** The event cut to sizes the server accepts. */
export function fitAnalyticsEvent(event: AnalyticsEvent): AnalyticsEvent {
  const { properties } = event.props;
  return {
    ...event,
    url: cut(event.url, MAX_URL_CHARS),
    props: properties === undefined ? event.props : { ...event.props, properties: fitProperties(properties) },
  };
}
