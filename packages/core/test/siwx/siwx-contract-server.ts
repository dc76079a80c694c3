import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  parseSiwxMessage,
  SIWX_PATHS,
  type SiwxNonceResponse,
  type SiwxSessionRequest,
  type SiwxSessionResponse,
  type SiwxSessionView,
} from '@airlock/protocol';

/**
 * A stand-in for the Airlock server's SIWX routes, speaking the contract of @airlock/protocol's siwx-api: single-use
 * nonces per project, sessions with a bearer token, 404 for unknown ids. It checks no signature (the real server does).
 */
export async function startSiwxContractServer(projectId: string) {
  const nonces = new Set<string>();
  const sessions = new Map<string, SiwxSessionResponse>();
  const requests: Array<{ method: string; path: string; projectId: string | null; authorization?: string }> = [];
  let counter = 0;

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => resolve(data));
    });

  const answer = (method: string, path: string, body: unknown, authorization?: string): { status: number; body: unknown } => {
    if (method === 'POST' && path === SIWX_PATHS.nonces) {
      const nonce = `nonce${(counter += 1)}abcdef`;
      nonces.add(nonce);
      return { status: 201, body: { nonce, expiresAt: new Date(Date.now() + 300_000).toISOString() } satisfies SiwxNonceResponse };
    }
    if (method === 'POST' && path === SIWX_PATHS.sessions) {
      const { message, signature } = body as SiwxSessionRequest;
      const fields = parseSiwxMessage(message);
      if (!nonces.delete(fields.nonce)) return { status: 400, body: { message: 'Unknown or used nonce' } };
      const id = `session-${(counter += 1)}`;
      const session: SiwxSessionResponse = {
        id,
        account: `${fields.chainId}:${fields.accountAddress}`,
        chainId: fields.chainId,
        message,
        signature,
        issuedAt: fields.issuedAt,
        expiresAt: fields.expirationTime ?? new Date(Date.now() + 86_400_000).toISOString(),
        revoked: false,
        token: `token-of-${id}`,
      };
      sessions.set(id, session);
      return { status: 201, body: session };
    }
    const revoke = /^\/v1\/sessions\/([^/]+)\/revoke$/.exec(path);
    const single = /^\/v1\/sessions\/([^/]+)$/.exec(path);
    const session = sessions.get(decodeURIComponent((revoke ?? single)?.[1] ?? ''));
    if (!session) return { status: 404, body: { message: 'Unknown session' } };
    if (method === 'POST' && revoke) {
      if (authorization !== `Bearer ${session.token}`) return { status: 401, body: { message: 'Not this session’s token' } };
      session.revoked = true;
    }
    const { token: _token, ...view } = session;
    return { status: 200, body: view satisfies SiwxSessionView };
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const raw = await read(request);
    const authorization = request.headers.authorization;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, projectId: url.searchParams.get('projectId'), authorization });
    const result =
      url.searchParams.get('projectId') === projectId
        ? answer(request.method ?? 'GET', url.pathname, raw ? JSON.parse(raw) : undefined, authorization)
        : { status: 403, body: { message: 'Unknown project' } };
    response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
