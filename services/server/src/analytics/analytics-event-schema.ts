import { z } from 'zod';

/*
 * Limits that bound what one client can make the server store. Modal events carry a few short
 * fields (a typical event is 200–500 bytes of JSON), error reports a message: 2 KiB of
 * properties holds a useful one. 2,048 characters is the URL length browsers and CDNs reliably
 * carry. The whole event is held to 4 KiB, below the sum of the field limits, so that at most
 * 4 KiB (plus row overhead) is stored per event, whatever mix of fields it uses.
 */
export const MAX_EVENTS_PER_BATCH = 100;
export const MAX_EVENT_BYTES = 4_096;
export const MAX_PROPERTIES_BYTES = 2_048;
export const MAX_URL_LENGTH = 2_048;
const MAX_PROPERTIES_DEPTH = 6;
/**
 * A request body, refused before it is read when larger. 100 typical events (20–50 KB) fit;
 * 100 events at the 4 KiB limit do not, so a client with large events sends smaller batches
 * (the SDK sends at most 20).
 */
export const MAX_BODY_BYTES = 128 * 1024;

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** PostgreSQL text and jsonb refuse NUL and lone UTF-16 surrogates; refuse them here as bad input. */
const STORABLE_TEXT = /^[^\u0000\p{Cs}]*$/u;

function storableText(max: number) {
  return z.string().max(max).regex(STORABLE_TEXT, 'must not contain NUL characters or lone surrogates');
}

/** Problems that make a JSON value unstorable or unreasonably deep; undefined when it is fine. */
function jsonProblem(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string')
    return STORABLE_TEXT.test(value) ? undefined : 'strings must not contain NUL characters or lone surrogates';
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_PROPERTIES_DEPTH) return `must not nest deeper than ${MAX_PROPERTIES_DEPTH} levels`;
  for (const [key, child] of Object.entries(value)) {
    const problem = jsonProblem(key, depth + 1) ?? jsonProblem(child, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

const propertiesSchema = z.record(z.string(), z.unknown()).superRefine((properties, context) => {
  const problem = jsonProblem(properties, 0);
  if (problem) {
    context.addIssue({ code: 'custom', message: problem });
    return;
  }
  if (jsonBytes(properties) > MAX_PROPERTIES_BYTES) {
    context.addIssue({ code: 'custom', message: `must be at most ${MAX_PROPERTIES_BYTES} bytes of JSON` });
  }
});

/** One event as the modal sends it to POST /e (spec §7). */
export const analyticsEventSchema = z
  .object({
    eventId: storableText(128).min(1),
    url: storableText(MAX_URL_LENGTH),
    domain: storableText(253),
    timestamp: z.int().nonnegative(),
    props: z.object({
      type: z.enum(['track', 'error']),
      event: storableText(128).min(1),
      properties: propertiesSchema.optional(),
    }),
  })
  .superRefine((event, context) => {
    if (jsonBytes(event) > MAX_EVENT_BYTES) {
      context.addIssue({
        code: 'custom',
        message: `an event must be at most ${MAX_EVENT_BYTES} bytes of JSON (url and properties included)`,
      });
    }
  });

export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});

/** The SDK identifies itself with st (type) and sv (version); both optional, both short. */
export const analyticsQuerySchema = z.object({
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
});

export type ValidAnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** A body is a batch when it has `events`, else a single event; throws a ZodError on bad input. */
export function parseAnalyticsBody(body: unknown): ValidAnalyticsEvent[] {
  if (body !== null && typeof body === 'object' && 'events' in body) return analyticsBatchSchema.parse(body).events;
  return [analyticsEventSchema.parse(body)];
}
