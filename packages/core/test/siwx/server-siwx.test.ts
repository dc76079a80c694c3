import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerSiwx, type ServerSiwxOptions, type ServerSiwxSession, type SiwxConfig, type SiwxSession } from '../../src';
import { HttpStatusError } from '../../src/api/http-status-error';
import { SESSION_RECHECK_MS } from '../../src/siwx/create-server-siwx';
import { startSiwxContractServer } from './siwx-contract-server';

const PROJECT = 'p'.repeat(32);
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAIN = 'eip155:31337';
const SIGNATURE = `0x${'cd'.repeat(65)}`;
const STORED = '@airlock-app/siwx-sessions:server';

describe('createServerSiwx against the SIWX contract', () => {
  let server: Awaited<ReturnType<typeof startSiwxContractServer>>;
  let options: ServerSiwxOptions;
  const pageLoad = (extra: Partial<ServerSiwxOptions> = {}) => createServerSiwx({ ...options, ...extra });
  const gets = () => server.requests.filter((request) => request.method === 'GET').length;

  async function signIn(siwx: SiwxConfig, chainId = CHAIN): Promise<SiwxSession> {
    const message = await siwx.createMessage({ accountAddress: ADDRESS.toLowerCase(), chainId });
    const session = { data: { ...message }, message: message.toString(), signature: SIGNATURE };
    await siwx.addSession(session);
    return session;
  }

  beforeEach(async () => {
    localStorage.clear();
    server = await startSiwxContractServer(PROJECT);
    options = { apiUrl: server.url, projectId: PROJECT, statement: 'Sign in to the demo.' };
  });
  afterEach(() => {
    vi.useRealTimers();
    return server.close();
  });

  it("asks the server for the nonce, with the project id, and writes it into the page's message", async () => {
    const message = await pageLoad().createMessage({ accountAddress: ADDRESS.toLowerCase(), chainId: CHAIN });
    expect(server.requests).toEqual([{ method: 'POST', path: '/v1/siwx/nonces', projectId: PROJECT, authorization: undefined }]);
    expect(message.nonce).toBe('nonce1abcdef');
    expect(message.accountAddress).toBe(ADDRESS);
    expect(message.toString()).toContain('\nNonce: nonce1abcdef\n');
  });

  it('posts the signed message, keeps the session with its token, and finds it after a reload', async () => {
    const session = await signIn(pageLoad());
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/sessions', projectId: PROJECT });
    const [stored] = JSON.parse(localStorage.getItem(STORED)!) as ServerSiwxSession[];
    expect(stored).toMatchObject({ id: 'session-2', token: 'token-of-session-2', message: session.message, signature: SIGNATURE });

    const found = (await pageLoad().getSessions(CHAIN, ADDRESS.toLowerCase())) as ServerSiwxSession[];
    expect(found.map((kept) => [kept.id, kept.token, kept.message])).toEqual([['session-2', 'token-of-session-2', session.message]]);
    expect(await pageLoad().getSessions('eip155:1', ADDRESS)).toEqual([]);
  });

  it('asks the server about a kept session once per 5 s: a session revoked elsewhere ends on the next look after that', async () => {
    await signIn(pageLoad());
    vi.useFakeTimers({ toFake: ['Date'] });
    const page = pageLoad();
    await Promise.all([page.getSessions(CHAIN, ADDRESS), page.getSessions(CHAIN, ADDRESS)]);
    await page.getSessions(CHAIN, ADDRESS);
    expect(gets()).toBe(1);
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/sessions/session-2', projectId: PROJECT });
    await pageLoad().getSessions(CHAIN, ADDRESS);
    expect(gets()).toBe(2);

    server.sessions.get('session-2')!.revoked = true;
    vi.advanceTimersByTime(SESSION_RECHECK_MS - 1);
    expect(await page.getSessions(CHAIN, ADDRESS)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(await page.getSessions(CHAIN, ADDRESS)).toEqual([]);
    expect(gets()).toBe(3);
  });

  it('the page that signed in does not ask again', async () => {
    const page = pageLoad();
    await signIn(page);
    expect(await page.getSessions(CHAIN, ADDRESS)).toHaveLength(1);
    expect(gets()).toBe(0);
  });

  it('drops a session revoked elsewhere, or one the server does not know', async () => {
    await signIn(pageLoad());
    server.sessions.get('session-2')!.revoked = true;
    expect(await pageLoad().getSessions(CHAIN, ADDRESS)).toEqual([]);
    expect(localStorage.getItem(STORED)).toBeNull();

    await signIn(pageLoad());
    server.sessions.clear();
    expect(await pageLoad().getSessions(CHAIN, ADDRESS)).toEqual([]);
    expect(localStorage.getItem(STORED)).toBeNull();
  });

  it('keeps the session while the server is unreachable, and asks again on the next look', async () => {
    await signIn(pageLoad());
    const page = pageLoad({ apiUrl: 'http://127.0.0.1:9' });
    expect(await page.getSessions(CHAIN, ADDRESS)).toHaveLength(1);
    expect(await pageLoad().getSessions(CHAIN, ADDRESS)).toHaveLength(1);
    expect(gets()).toBe(1);
  });

  it('returns no expired session and does not ask about it', async () => {
    await signIn(pageLoad({ expiresInMs: 50 }));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await pageLoad().getSessions(CHAIN, ADDRESS)).toEqual([]);
    expect(gets()).toBe(0);
    expect(localStorage.getItem(STORED)).toBeNull();
  });

  it('with anyNetwork, finds the session on every eip155 network of the account, and revokes it from any of them', async () => {
    await signIn(pageLoad({ anyNetwork: true }));
    const page = pageLoad({ anyNetwork: true });
    expect(await page.getSessions('eip155:1', ADDRESS)).toMatchObject([{ id: 'session-2', data: { chainId: CHAIN } }]);
    expect(await pageLoad().getSessions('eip155:1', ADDRESS)).toEqual([]);
    await page.revokeSession('eip155:10', ADDRESS);
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/sessions/session-2/revoke' });
    expect(await page.getSessions(CHAIN, ADDRESS)).toEqual([]);
  });

  it('a new sign-in of the same account and network replaces the kept session, which the server ends too', async () => {
    const page = pageLoad();
    await signIn(page);
    await signIn(page);
    expect(server.requests.filter((request) => request.path.endsWith('/revoke'))).toMatchObject([
      { method: 'POST', path: '/v1/sessions/session-2/revoke', authorization: 'Bearer token-of-session-2' },
    ]);
    expect((await page.getSessions(CHAIN, ADDRESS)).map((session) => (session as ServerSiwxSession).id)).toEqual(['session-4']);
  });

  it("revokes with the session's token and forgets it", async () => {
    await signIn(pageLoad());
    await signIn(pageLoad(), 'eip155:1');
    await pageLoad().revokeSession(CHAIN, ADDRESS.toLowerCase());
    expect(server.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/sessions/session-2/revoke',
      projectId: PROJECT,
      authorization: 'Bearer token-of-session-2',
    });
    expect(server.sessions.get('session-2')!.revoked).toBe(true);
    expect(await pageLoad().getSessions(CHAIN, ADDRESS)).toEqual([]);
    expect(await pageLoad().getSessions('eip155:1', ADDRESS)).toHaveLength(1);
  });

  it('a refused sign-in (a used nonce) throws the server’s answer and keeps nothing', async () => {
    const page = pageLoad();
    const session = await signIn(page);
    await page.revokeSession(CHAIN, ADDRESS);
    const refused = await page.addSession(session).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpStatusError);
    expect(refused).toMatchObject({ status: 400, serverMessage: 'Unknown or used nonce', message: 'HTTP status code: 400' });
    expect(localStorage.getItem(STORED)).toBeNull();
  });

  it('setSessions posts the new sessions, keeps known ones, and [] revokes every session', async () => {
    const page = pageLoad();
    const first = await signIn(page);
    const other = await page.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:10' });
    await page.setSessions([first, { data: other, message: other.toString(), signature: SIGNATURE }]);
    expect(server.requests.filter((request) => request.path === '/v1/sessions')).toHaveLength(2);
    expect(await page.getSessions('eip155:10', ADDRESS)).toHaveLength(1);
    expect(await page.getSessions(CHAIN, ADDRESS)).toHaveLength(1);

    await page.setSessions([]);
    expect([...server.sessions.values()].every((session) => session.revoked)).toBe(true);
    expect(localStorage.getItem(STORED)).toBeNull();
  });
});
