import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedKeyStore } from '../src/embedded/embedded-key-store';
import { createEmbeddedSessions } from '../src/embedded/embedded-sessions';
import { createEmbeddedUserStore } from '../src/embedded/embedded-user-store';
import { createKeyVault } from '../src/embedded/key-vault';
import { resolveMasterKey } from '../src/embedded/master-key-file';
import type { OpenDatabase } from '../src/storage/database';
import { createFrameSigner } from './embedded-frame-signer';
import { STORAGE_KINDS, openTestDatabase } from './support/test-databases';

const PROJECT = 'b'.repeat(32);

/** Every form a secret could take in a log line. */
const forms = (hex: string) => {
  const bytes = Buffer.from(hex.replace(/^0x/, ''), 'hex');
  return [bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex').toUpperCase()];
};

describe.each(STORAGE_KINDS)('no key material in logs at trace level, on %s', (storage) => {
  let database: OpenDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase(storage);
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-embedded-logs-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('logs what happened (ids, addresses) but never a private key, the master key, a ciphertext or a session token', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });

    const { masterKey } = await resolveMasterKey({ configured: undefined, required: false, dataDir, log });
    log.info({ masterKey }, 'a careless line that logs the master key object');
    const vault = createKeyVault({ masterKey, log });
    const user = await createEmbeddedUserStore(database.db).findOrCreateByEmail(PROJECT, 'logs@example.com');
    const sealed = await createEmbeddedKeyStore(database.db).insertIfAbsent(await vault.createKey(user.id));
    await vault.signMessage(sealed, 'hello');
    await vault.signTypedData(sealed, {
      types: { Mail: [{ name: 'body', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Airlock' },
      message: { body: 'hi' },
    });
    await vault.signTransaction(sealed, {
      chainId: 31337,
      to: sealed.address,
      value: 1n,
      nonce: 0,
      gas: 21000n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
    });
    const privateKey = vault.exportPrivateKey(sealed);
    await vault
      .signMessage({ ...sealed, userId: 'someone-else' }, 'x')
      .catch((error: unknown) => log.error({ err: error }, 'signing failed'));

    const sessions = createEmbeddedSessions({ db: database.db, log });
    const frame = await createFrameSigner();
    const { session, token } = await sessions.createSession({ userId: user.id, projectId: PROJECT, devicePublicKey: frame.publicJwk });
    const request = await frame.sign({ sessionId: session.id, sessionToken: token, method: 'POST', path: '/v1/embedded/rpc', body: '{}' });
    await sessions.verifySignedRequest(request);
    await sessions.verifySignedRequest(request).catch((error: unknown) => log.warn({ err: error }, 'refused'));
    await sessions.revokeSession(session.id);

    const output = lines.join('');
    expect(output).toContain('embedded key created');
    expect(output).toContain('embedded key used');
    expect(output).toContain('REPLAYED_NONCE');
    expect(output).toContain(sealed.address);
    const secrets = [...forms(privateKey), ...forms(masterKey.bytes().toString('hex')), sealed.ciphertext, token];
    for (const secret of secrets) expect(output).not.toContain(secret);
  });
});
