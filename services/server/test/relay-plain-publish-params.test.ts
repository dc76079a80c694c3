import { describe, expect, it } from 'vitest';
import { plainPublishParams } from '../src/relay/plain-publish-params';
import { RELAY_LIMITS } from '../src/relay/relay-limits';
import { RELAY_PARAMS } from '../src/relay/relay-params';

const topic = 'ab'.repeat(32);
const good = { topic, message: 'hello', ttl: 300, tag: 1108 };

const CASES: unknown[] = [
  good,
  { ...good, tag: undefined },
  { ...good, prompt: true },
  { ...good, prompt: 'yes' },
  { ...good, extra: 1 },
  { ...good, topic: topic.toUpperCase() },
  { ...good, topic: topic.slice(1) },
  { ...good, topic: `${topic}\n` },
  { ...good, topic: 7 },
  { ...good, message: '' },
  { ...good, message: 'a\u0000b' },
  { ...good, message: 'a\ud800b' },
  { ...good, message: '😀' },
  { ...good, message: 'é'.repeat(RELAY_LIMITS.maxMessageBytes / 2) },
  { ...good, message: 'é'.repeat(RELAY_LIMITS.maxMessageBytes / 2 + 1) },
  { ...good, message: 'x'.repeat(RELAY_LIMITS.maxMessageBytes) },
  { ...good, message: 'x'.repeat(RELAY_LIMITS.maxMessageBytes + 1) },
  { ...good, message: 5 },
  { ...good, ttl: RELAY_LIMITS.minTtlSeconds - 1 },
  { ...good, ttl: RELAY_LIMITS.minTtlSeconds },
  { ...good, ttl: RELAY_LIMITS.maxTtlSeconds },
  { ...good, ttl: RELAY_LIMITS.maxTtlSeconds + 1 },
  { ...good, ttl: 300.5 },
  { ...good, ttl: '300' },
  { ...good, ttl: undefined },
  { ...good, tag: -1 },
  { ...good, tag: 1.5 },
  { ...good, tag: Number.MAX_SAFE_INTEGER + 2 },
  { ...good, tag: null },
  null,
  [],
  'text',
  JSON.parse(`{"__proto__":{"x":1},"topic":"${topic}","message":"m","ttl":30}`),
];

describe('plainPublishParams (the relay publish fast path)', () => {
  it.each(CASES.map((params, index) => [index, params]))(
    'case %i accepts only what the schema accepts, with the same result',
    (_index, params) => {
      const plain = plainPublishParams(params);
      const schema = RELAY_PARAMS.irn_publish.safeParse(params);
      if (plain !== undefined) {
        expect(schema.success).toBe(true);
        expect(plain).toEqual(schema.data);
      }
    },
  );

  it('takes the everyday publish itself, so the schema is not consulted', () => {
    expect(plainPublishParams(good)).toEqual(good);
    expect(plainPublishParams({ ...good, tag: undefined, prompt: false })).toEqual({
      topic,
      message: 'hello',
      ttl: 300,
      tag: 0,
      prompt: false,
    });
  });
});
