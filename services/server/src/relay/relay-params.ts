import { z } from 'zod';
import { RELAY_LIMITS } from './relay-limits';

/** Topics are 32-byte hashes in hex, as the SDK derives them. */
const topic = z.string().regex(/^[0-9a-fA-F]{64}$/, 'topic must be 64 hex characters');
const ttl = z
  .number()
  .int('ttl must be whole seconds')
  .min(RELAY_LIMITS.minTtlSeconds, `ttl must be at least ${RELAY_LIMITS.minTtlSeconds} s`)
  .max(RELAY_LIMITS.maxTtlSeconds, `ttl must be at most ${RELAY_LIMITS.maxTtlSeconds} s (30 days)`);
/** PostgreSQL text holds neither NUL nor an unpaired surrogate; one such message would fail the write of every publish batched with it. */
function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && (text as unknown as { isWellFormed(): boolean }).isWellFormed();
}

const message = z
  .string()
  .min(1, 'message must not be empty')
  .refine(isStorableText, 'message must not hold NUL characters or unpaired UTF-16 surrogates')
  .refine((text) => Buffer.byteLength(text) <= RELAY_LIMITS.maxMessageBytes, `message is over ${RELAY_LIMITS.maxMessageBytes} bytes`);
const tag = z.number().int('tag must be an integer').min(0, 'tag must be 0 or more');
const topics = z
  .array(topic)
  .min(1, 'topics must not be empty')
  .max(RELAY_LIMITS.maxSubscriptionsPerSocket + 1, 'too many topics in one call');

export const publishParams = z.object({ topic, message, ttl, tag: tag.default(0), prompt: z.boolean().optional() });
export type PublishParams = z.infer<typeof publishParams>;

export const RELAY_PARAMS = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics }),
  irn_unsubscribe: z.object({ topic, id: z.string().optional() }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z
      .array(z.object({ topic, id: z.string().optional() }))
      .min(1)
      .max(RELAY_LIMITS.maxSubscriptionsPerSocket),
  }),
  irn_publish: publishParams,
  irn_batchPublish: z.object({ messages: z.array(publishParams).min(1).max(100, 'at most 100 messages per batch') }),
  irn_fetchMessages: z.object({ topic }),
  irn_batchFetchMessages: z.object({ topics }),
};

/** A message inside wc_* calls: SDK 2.25 sends the encrypted message itself; an object with its own topic, ttl and tag is accepted too. */
const embeddedMessage = z.union([
  message.transform((text) => ({ message: text })),
  z.object({ topic: topic.optional(), message, ttl: ttl.optional(), tag: tag.optional() }),
]);
export type EmbeddedMessage = z.infer<typeof embeddedMessage>;

export const WC_PARAMS = {
  wc_proposeSession: z.object({ pairingTopic: topic, sessionProposal: embeddedMessage, ttl: ttl.optional(), tag: tag.optional() }),
  wc_approveSession: z.object({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: embeddedMessage,
    sessionSettlementRequest: embeddedMessage,
    ttl: ttl.optional(),
  }),
};

/** The first problem zod found, as one line for a JSON-RPC error message. */
export function describeInvalidParams(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid params';
  const path = issue.path.join('.');
  return `Invalid params: ${path ? `${path}: ` : ''}${issue.message}`;
}
