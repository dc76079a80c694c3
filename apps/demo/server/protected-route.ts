import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSessionVerifier, SessionTokenError, type SessionVerifier } from '@airlock/siwx-verify';
import type { DemoConfig } from '../src/config/demo-config';

/** The demo backend's one route that needs a signed-in visitor: the page calls it with its session's token. */
export const PROTECTED_ROUTE_PATH = '/api/protected';

export type ProtectedRouteHandler = (request: IncomingMessage, response: ServerResponse, headers: Record<string, string>) => Promise<void>;

const MISSING_TOKEN = "Sign in first: send the session's token as Authorization: Bearer <token>";

function answer(response: ServerResponse, headers: Record<string, string>, status: number, body: object, extra: object = {}): void {
  response
    .writeHead(status, { ...headers, ...extra, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    .end(JSON.stringify(body));
}

function bearerTokenOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  return match?.[1];
}

/** A network's name from the demo's chains, with its CAIP-2 id: "Airlock Devnet (eip155:31337)". */
function networkName(config: DemoConfig, chainId: string): string {
  const chain = config.chains.find((candidate) => `eip155:${candidate.chainId}` === chainId);
  return chain ? `${chain.name} (${chainId})` : chainId;
}

/**
 * GET /api/protected: 200 with who is signed in for a valid session token of the demo's project (verified offline
 * with @airlock/siwx-verify against the Airlock server's keys), 401 with the reason otherwise, 503 when the keys
 * cannot be fetched or the demo runs without an Airlock server.
 */
export function protectedRoute(config: DemoConfig): ProtectedRouteHandler {
  const verifier: SessionVerifier | undefined =
    config.apiUrl && config.projectId ? createSessionVerifier({ serverUrl: config.apiUrl, projectId: config.projectId }) : undefined;

  return async (request, response, headers) => {
    if (request.method !== 'GET') {
      answer(response, headers, 405, { code: 'METHOD_NOT_ALLOWED', message: 'Use GET' }, { Allow: 'GET' });
      return;
    }
    if (!verifier) {
      const message = 'Sign-in needs the Airlock server: this demo runs without one';
      answer(response, headers, 503, { code: 'SIGN_IN_UNAVAILABLE', message });
      return;
    }
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) {
      answer(response, headers, 401, { code: 'SESSION_TOKEN_MISSING', message: MISSING_TOKEN }, { 'WWW-Authenticate': 'Bearer' });
      return;
    }
    try {
      const session = await verifier.verify(token);
      answer(response, headers, 200, {
        message: `Signed in as ${session.address} on ${networkName(config, session.chainId)}`,
        ...session,
      });
    } catch (error) {
      if (error instanceof SessionTokenError && error.code !== 'SESSION_TOKEN_JWKS_UNREACHABLE') {
        const challenge = `Bearer error="invalid_token", error_description="${error.message.replace(/["\\]/g, '')}"`;
        answer(response, headers, 401, { code: error.code, message: error.message }, { 'WWW-Authenticate': challenge });
        return;
      }
      // The token may be fine: the keys that check it could not be had.
      answer(response, headers, 503, { code: 'SESSION_TOKEN_JWKS_UNREACHABLE', message: 'Cannot check sign-in sessions right now' });
    }
  };
}
