import { RELAY_LIMITS } from './relay-limits';
import type { PublishParams } from './relay-params';

const TOPIC = /^[0-9a-fA-F]{64}$/;
/** A message this short is under the byte limit whatever its characters (at most 3 UTF-8 bytes per UTF-16 unit). */
const SURELY_SHORT = Math.floor(RELAY_LIMITS.maxMessageBytes / 3);

function isTtl(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= RELAY_LIMITS.minTtlSeconds && (value as number) <= RELAY_LIMITS.maxTtlSeconds;
}

/**
 * The irn_publish params the schema accepts, checked without it: every publish of a busy relay
 * passes here, and a schema parse costs more than the rest of the check. Returns undefined for
 * anything less plain (unknown keys are fine, as the schema strips them), and the schema then
 * decides and explains; so this accepts only what `publishParams` accepts, with the same result.
 */
export function plainPublishParams(params: unknown): PublishParams | undefined {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const { topic, message, ttl, tag, prompt } = params as Record<string, unknown>;
  if (typeof topic !== 'string' || !TOPIC.test(topic)) return undefined;
  if (typeof message !== 'string' || message.length === 0 || message.includes('\u0000')) return undefined;
  if (!(message as unknown as { isWellFormed(): boolean }).isWellFormed()) return undefined;
  if (message.length > SURELY_SHORT && Buffer.byteLength(message) > RELAY_LIMITS.maxMessageBytes) return undefined;
  if (!isTtl(ttl)) return undefined;
  if (tag !== undefined && !(Number.isSafeInteger(tag) && (tag as number) >= 0)) return undefined;
  if (prompt !== undefined && typeof prompt !== 'boolean') return undefined;
  const plain: PublishParams = { topic, message, ttl, tag: (tag as number | undefined) ?? 0 };
  if (prompt !== undefined) plain.prompt = prompt;
  return plain;
}
