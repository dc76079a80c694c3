import { formatSiwxMessage, parseSiwxMessage } from '@airlock/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLocalSiwx, type SiwxConfig, SiwxMessageError, type SiwxSession } from '../../src';

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SIGNATURE = `0x${'ab'.repeat(65)}`;

async function signIn(siwx: SiwxConfig, chainId = 'eip155:31337', accountAddress = ADDRESS): Promise<SiwxSession> {
  const message = await siwx.createMessage({ accountAddress, chainId });
  const session = { data: { ...message }, message: message.toString(), signature: SIGNATURE };
  await siwx.addSession(session);
  return session;
}

describe('createLocalSiwx', () => {
  beforeEach(() => localStorage.clear());

  it("makes EIP-4361 messages for the page's origin, the EIP-55 address and a fresh 17-character nonce", async () => {
    const siwx = createLocalSiwx({ statement: 'Sign in to the demo.' });
    const first = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:31337' });
    const second = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:31337' });
    expect(parseSiwxMessage(first.toString())).toStrictEqual({
      domain: location.host,
      accountAddress: CHECKSUMMED,
      chainId: 'eip155:31337',
      uri: location.origin,
      version: '1',
      nonce: first.nonce,
      issuedAt: first.issuedAt,
      statement: 'Sign in to the demo.',
    });
    expect(first.toString().startsWith(`${location.host} wants you to sign in with your Ethereum account:\n${CHECKSUMMED}\n`)).toBe(true);
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{17}$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.serializedMessage).toBe(first.toString());
  });

  it('writes an Expiration Time when given a lifetime, and the configured domain and uri', async () => {
    const siwx = createLocalSiwx({ expiresInMs: 60_000, domain: 'shop.example', uri: 'https://shop.example/login' });
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' });
    expect(Date.parse(message.expirationTime!) - Date.parse(message.issuedAt)).toBe(60_000);
    expect(message.toString()).toContain('shop.example wants you to sign in');
    expect(message.toString()).toContain('URI: https://shop.example/login');
  });

  it('keeps a session in localStorage under the app prefix, so a reload (a new store) still finds it', async () => {
    const session = await signIn(createLocalSiwx());
    expect(localStorage.getItem('@airlock-app/siwx-sessions:local')).toContain(session.signature);
    const afterReload = createLocalSiwx();
    expect(await afterReload.getSessions('eip155:31337', CHECKSUMMED)).toEqual([{ ...session, data: parseSiwxMessage(session.message) }]);
    expect(await afterReload.getSessions('eip155:31337', ADDRESS.toUpperCase().replace('0X', '0x'))).toHaveLength(1);
    expect(await afterReload.getSessions('eip155:1', ADDRESS)).toEqual([]);
    expect(await afterReload.getSessions('eip155:31337', `0x${'1'.repeat(40)}`)).toEqual([]);
  });

  it('one session per account and network: signing in again replaces it', async () => {
    const siwx = createLocalSiwx();
    await signIn(siwx);
    const again = await signIn(siwx);
    await signIn(siwx, 'eip155:1');
    expect((await siwx.getSessions('eip155:31337', ADDRESS)).map((session) => session.message)).toEqual([again.message]);
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toHaveLength(1);
  });

  it('drops expired sessions', async () => {
    const siwx = createLocalSiwx({ expiresInMs: -1 });
    await signIn(siwx);
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toEqual([]);
    expect(localStorage.getItem('@airlock-app/siwx-sessions:local')).toBeNull();
  });

  it('revokes the sessions of one account and network only', async () => {
    const siwx = createLocalSiwx();
    await signIn(siwx);
    await signIn(siwx, 'eip155:1');
    await siwx.revokeSession('eip155:31337', CHECKSUMMED);
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toEqual([]);
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toHaveLength(1);
  });

  it('setSessions replaces every session; [] signs out everywhere', async () => {
    const siwx = createLocalSiwx();
    await signIn(siwx);
    const other = await createLocalSiwx().createMessage({ accountAddress: ADDRESS, chainId: 'eip155:10' });
    await siwx.setSessions([{ data: other, message: other.toString(), signature: SIGNATURE }]);
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toEqual([]);
    expect(await siwx.getSessions('eip155:10', ADDRESS)).toHaveLength(1);
    await siwx.setSessions([]);
    expect(await siwx.getSessions('eip155:10', ADDRESS)).toEqual([]);
  });

  it('refuses a session whose text is no sign-in message, or names another account than its data', async () => {
    const siwx = createLocalSiwx();
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:31337' });
    await expect(siwx.addSession({ data: message, message: 'hello', signature: SIGNATURE })).rejects.toBeInstanceOf(SiwxMessageError);
    const elsewhere = { ...message, chainId: 'eip155:1' };
    await expect(siwx.addSession({ data: elsewhere, message: message.toString(), signature: SIGNATURE })).rejects.toThrow(
      'Invalid SIWX message: the message is for another account or network than the session’s data',
    );
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toEqual([]);
  });

  it('ignores a corrupt stored list', async () => {
    localStorage.setItem('@airlock-app/siwx-sessions:local', '[{"message":1},"x",null]');
    expect(await createLocalSiwx().getSessions('eip155:31337', ADDRESS)).toEqual([]);
  });

  it('is optional by default and signs out on disconnect by default', () => {
    expect(createLocalSiwx().getRequired?.()).toBe(false);
    expect(createLocalSiwx().signOutOnDisconnect).toBe(true);
    expect(createLocalSiwx({ required: true, signOutOnDisconnect: false })).toMatchObject({ signOutOnDisconnect: false });
    expect(createLocalSiwx({ required: true }).getRequired?.()).toBe(true);
  });

  it('makes CAIP-122 messages for Solana', async () => {
    const siwx = createLocalSiwx();
    const message = await siwx.createMessage({
      accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
    expect(message.toString()).toContain('wants you to sign in with your Solana account:\nGwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1\n');
    expect(message.toString()).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
  });
});

describe('a kept session’s expiry', () => {
  beforeEach(() => localStorage.clear());

  it('reads a leap second (RFC 3339 :60) in the Expiration Time', async () => {
    const siwx = createLocalSiwx();
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:31337' });
    const future = { ...message, expirationTime: '2999-12-31T23:59:60Z' };
    const past = { ...message, chainId: 'eip155:1', expirationTime: '2016-12-31T23:59:60Z' };
    await siwx.setSessions([future, past].map((fields) => ({ data: fields, message: formatSiwxMessage(fields), signature: SIGNATURE })));
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toHaveLength(1);
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([]);
  });
});
