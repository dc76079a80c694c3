import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../app/server-deps';
import { isOriginAllowed } from '../../projects/origin-match';
import { clientAddress } from '../../rate-limit/client-address';
import { importDevicePublicKey } from '../device-public-key';
import { ensureUserKey } from '../user-key';
import { embeddedProject } from '../routes/embedded-access';
import { frameOriginRequired } from '../routes/frame-origin-required';
import { EMBEDDED_BODY_LIMIT_BYTES, embeddedQuery } from '../routes/embedded-schemas';
import { newAuthorizationSecrets } from './pkce';
import { createProjectSocialStore } from './project-social-store';
import { createSocialClientResolver } from './social-client-resolver';
import { SOCIAL_ERRORS, SocialProviderError } from './social-errors';
import { createSocialIdentity, type SocialIdentity } from './social-identity';
import { isSocialProviderName, type SocialProviderName } from './social-provider-names';
import { authorizationUri, isExactOrigin, isFrameCallbackUri } from './social-redirect';
import { socialConnectBody, socialStartBody } from './social-schemas';
import { createSocialStates } from './social-states';
import { saveSocialProfile } from './social-user-profile';

/** A login has this long from the authorization URL to the frame's connect call. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;
/** Unfinished logins one client address may have open at once. */
const MAX_OPEN_ATTEMPTS_PER_CLIENT = 20;
/** Both routes may call the provider; they cost like the email routes. */
const SOCIAL_START_COST = 5;
const SOCIAL_CONNECT_COST = 5;
const PRUNE_EVERY_MS = 10 * 60_000;

/** A provider fault as the API's 502, naming the provider; nothing the provider sent is echoed but its error code. */
async function fromProvider<T>(provider: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SocialProviderError) throw SOCIAL_ERRORS.providerFailed(provider, error.message);
    throw error;
  }
}

const sameKey = (stored: string, given: { x: string; y: string }) => {
  const key = JSON.parse(stored) as { x: string; y: string };
  return key.x === given.x && key.y === given.y;
};

/**
 * Both routes answer the frame only: a request whose Origin is not one of the frame's, or that has
 * none, gets 403 (frameOriginRequired); the code and state never reach the dApp page either.
 *
 * POST /v1/embedded/social/start {provider, devicePublicKey, redirectUri, appOrigin} → { uri }: the
 * provider's authorization URL (code flow, PKCE S256, state, and a nonce for OpenID Connect), the
 * attempt kept for 10 minutes and bound to the frame's device key.
 *
 * POST /v1/embedded/social/connect {code, state, devicePublicKey} → like /email/verify: the state is
 * used up, the code exchanged, the identity read (a verified ID token, or userinfo), the user found
 * or made by provider and subject, and a session bound to the same device key opened.
 */
export function socialLoginRoutes(app: FastifyInstance, deps: ServerDeps, identity: SocialIdentity = createSocialIdentity()): void {
  const { users, keys, vault, sessions, frameOrigins, masterKey } = deps.embedded;
  const db = deps.database.db;
  const states = createSocialStates(db);
  const clientFor = createSocialClientResolver(deps.config.socialProviders, createProjectSocialStore(db, masterKey));
  const onRequest = frameOriginRequired(frameOrigins);

  app.post(
    '/v1/embedded/social/start',
    { onRequest, bodyLimit: EMBEDDED_BODY_LIMIT_BYTES, config: { rateLimitCost: () => SOCIAL_START_COST } },
    async (request, reply) => {
      embeddedQuery.parse(request.query);
      const project = await embeddedProject(deps.projects, request);
      const body = socialStartBody.parse(request.body);
      if (!isSocialProviderName(body.provider)) throw SOCIAL_ERRORS.unknownProvider(body.provider);
      const provider: SocialProviderName = body.provider;
      const enabled = project.features.socials;
      if (enabled === false || !enabled.includes(provider)) throw SOCIAL_ERRORS.disabled(provider);
      if (!isFrameCallbackUri(body.redirectUri, frameOrigins)) throw SOCIAL_ERRORS.badRedirectUri();
      if (!isExactOrigin(body.appOrigin) || !isOriginAllowed(body.appOrigin, project.allowedOrigins))
        throw SOCIAL_ERRORS.appOriginNotAllowed();
      const { jwk } = importDevicePublicKey(body.devicePublicKey);
      const client = await clientFor(project.id, provider);

      const clientIp = clientAddress(request);
      const now = Date.now();
      if ((await states.countSince(clientIp, new Date(now - SOCIAL_STATE_TTL_MS))) >= MAX_OPEN_ATTEMPTS_PER_CLIENT)
        throw SOCIAL_ERRORS.tooManyAttempts(SOCIAL_STATE_TTL_MS / 1000);
      const endpoints = await fromProvider(provider, () => identity.endpoints(client));
      const secrets = newAuthorizationSecrets();
      const oidc = endpoints.issuer !== undefined && client.scopes.includes('openid');
      await states.insert({
        state: secrets.state,
        projectId: project.id,
        provider,
        codeVerifier: secrets.codeVerifier,
        nonce: secrets.nonce,
        redirectUri: body.redirectUri,
        appOrigin: body.appOrigin,
        devicePublicKey: JSON.stringify(jwk),
        clientIp,
        createdAt: new Date(now),
        expiresAt: new Date(now + SOCIAL_STATE_TTL_MS),
      });
      reply.header('cache-control', 'no-store');
      const uri = authorizationUri({
        authorizationUrl: endpoints.authorizationUrl,
        clientId: client.clientId,
        redirectUri: body.redirectUri,
        scopes: client.scopes,
        state: secrets.state,
        codeChallenge: secrets.codeChallenge,
        ...(oidc ? { nonce: secrets.nonce } : {}),
      });
      return { uri };
    },
  );

  app.post(
    '/v1/embedded/social/connect',
    { onRequest, bodyLimit: EMBEDDED_BODY_LIMIT_BYTES, config: { rateLimitCost: () => SOCIAL_CONNECT_COST } },
    async (request, reply) => {
      embeddedQuery.parse(request.query);
      const project = await embeddedProject(deps.projects, request);
      const body = socialConnectBody.parse(request.body);
      const { jwk } = importDevicePublicKey(body.devicePublicKey);
      const attempt = await states.consume(body.state);
      if (!attempt || attempt.projectId !== project.id || !isSocialProviderName(attempt.provider)) throw SOCIAL_ERRORS.badState();
      if (!sameKey(attempt.devicePublicKey, jwk)) throw SOCIAL_ERRORS.otherDevice();
      const provider = attempt.provider;
      const client = await clientFor(project.id, provider);
      const profile = await fromProvider(provider, () =>
        identity.profile({
          config: client,
          code: body.code,
          codeVerifier: attempt.codeVerifier,
          redirectUri: attempt.redirectUri,
          nonce: attempt.nonce,
        }),
      );

      const user = await users.findOrCreateBySocial(project.id, provider, profile.subject);
      await saveSocialProfile(db, user.id, profile);
      const key = await ensureUserKey(keys, vault, user.id);
      const { session, token } = await sessions.createSession({ userId: user.id, projectId: project.id, devicePublicKey: jwk });
      reply.header('cache-control', 'no-store');
      return {
        sessionId: session.id,
        token,
        expiresAt: session.expiresAt.toISOString(),
        user: { email: profile.email, userName: profile.username, address: key.address, provider },
      };
    },
  );

  const prune = setInterval(() => {
    states
      .deleteExpired()
      .catch((error: unknown) =>
        app.log.warn({ name: (error as Error).name, code: (error as { code?: unknown }).code }, 'pruning social-login states failed'),
      );
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}
