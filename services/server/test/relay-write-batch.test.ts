import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseMailbox } from '../src/relay/database-mailbox';
import type { Mailbox } from '../src/relay/mailbox';
import type { RelayMessage } from '../src/relay/relay-message';
import { messageId } from '../src/relay/relay-service';
import type { OpenDatabase } from '../src/storage/database';
import { openTestDatabase } from './support/test-databases';
import { randomTopic } from './relay-test-client';

let database: OpenDatabase;
let mailbox: Mailbox;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  mailbox = createDatabaseMailbox(database.db, () => ({ maxStoredBytesPerAddress: 1024 * 1024, maxStoredBytesTotal: 1024 * 1024 }));
});
afterAll(() => database.close());

function message(topic: string, text: string): RelayMessage {
  const now = Date.now();
  return {
    id: messageId(topic, text),
    topic,
    message: text,
    tag: 1,
    publishedAt: now,
    expiresAt: now + 60_000,
    publisher: 'did:key:zTest',
    address: '127.0.0.1',
    bytes: Buffer.byteLength(text),
  };
}

describe('the relay mailbox write batch', () => {
  it('writes a message at once, a message that may be acked after its grace, and skips one acked by then', async () => {
    const topic = randomTopic();
    let acked = false;
    const pending = mailbox.store(message(topic, 'acked in time'), () => acked);
    const kept = mailbox.store(message(topic, 'never acked'), () => false);
    const plain = mailbox.store(message(topic, 'nobody subscribed'));
    // The ack comes after the store was asked for: what counts is whether it came before the write.
    acked = true;
    expect(await plain).toBe('stored');
    expect(await pending).toBe('unneeded');
    expect(await kept).toBe('stored');
    expect((await mailbox.list([topic], { maxMessages: 10, maxBytes: 1024 })).messages.map((m) => m.message).sort()).toEqual([
      'never acked',
      'nobody subscribed',
    ]);
  });

  it('answers a repeat of a stored message as not new, in one batch or another', async () => {
    const topic = randomTopic();
    const [first, twin] = await Promise.all([mailbox.store(message(topic, 'twice')), mailbox.store(message(topic, 'twice'))]);
    expect([first, twin]).toEqual(['stored', 'duplicate']);
    expect(await mailbox.store(message(topic, 'twice'), () => false)).toBe('duplicate');
  });
});
