import { z } from 'zod';

export const MAX_EVENTS_PER_BATCH = 100;
const MAX_PROPERTIES_DEPTH = 6;
const MAX_PROPERTIES_BYTES = 8_192;

/** PostgreSQL text and jsonb refuse NUL and lone UTF-16 surrogates; refuse them here as bad input. */
const STORABLE_TEXT = /^[^\u0000\p{Cs}]*$/u;

function storableText(max: number) {
  return z.string().max(max).regex(STORABLE_TEXT, 'must not contain NUL characters or lone surrogates');
}

/** Problems that make a JSON value unstorable or unreasonably deep; undefined when it is fine. */
function jsonProblem(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return STORABLE_TEXT.test(value) ? undefined : 'strings must not contain NUL characters or lone surrogates';
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
  if (Buffer.byteLength(JSON.stringify(properties)) > MAX_PROPERTIES_BYTES) {
    context.addIssue({ code: 'custom', message: `must be at most ${MAX_PROPERTIES_BYTES} bytes of JSON` });
  }
});

/** One event as the modal sends it to POST /e (spec §7). */
export const analyticsEventSchema = z.object({
  eventId: storableText(128).min(1),
  url: storableText(2_048),
  domain: storableText(253),
  timestamp: z.int().nonnegative(),
  props: z.object({
    type: z.enum(['track', 'error']),
    event: storableText(128).min(1),
    properties: propertiesSchema.optional(),
  }),
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
