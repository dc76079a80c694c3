import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { ServerDeps } from '../app/server-deps';
import { isOriginAllowed } from '../projects/origin-match';
import { isProjectId } from '../projects/project-id';
import { clientAddress } from '../rate-limit/client-address';
import { createDatabaseMailbox } from './database-mailbox';
import { createRelayFederation } from './federation/relay-federation';
import { createRedisMailbox } from './redis-mailbox';
import { RelayAuthError } from './relay-auth-error';
import { RelayConnection } from './relay-connection';
import { createLocalFanout, createRedisFanout } from './relay-fanout';
import { PublisherBudget } from './publisher-budget';
import { RelayHub } from './relay-hub';
import { verifyRelayJwt } from './relay-jwt';
import { RELAY_LIMITS, type RelayLimits } from './relay-limits';
import { handleRelayFrame } from './relay-methods';
import type { RelayService } from './relay-service';
import { createTopicPublishClock } from './topic-publish-clock';

/** Close code for a binary frame (1003, unsupported data): the relay speaks JSON-RPC in text frames. */
export const RELAY_BINARY_FRAME_CLOSE_CODE = 1003;

/**
 * A frame ws refuses (over maxPayload: 1009; malformed: 1002, 1007) has already started the close
 * handshake with that code, and ws reads and drops the rest of the frame: the socket is left to
 * finish, as destroying it while the client still sends resets the connection (a client sending a
 * 10 MB frame then sees a reset instead of 1009). Any other socket error ends the socket.
 */
function onSocketError(this: unknown, error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    request.log.debug({ code, message: error.message }, 'relay: frame refused');
    return;
  }
  request.log.warn({ error }, 'relay: socket error');
  socket.terminate();
}

/** The relay's limits with what the operator configured. */
function relayLimitsOf(config: ServerDeps['config']): RelayLimits {
  return {
    ...RELAY_LIMITS,
    maxSocketsPerAddress: config.relaySocketsPerIp,
    maxStoredMessagesPerPublisher: config.relayMessagesPerClient,
    maxStoredBytesPerAddress: config.relayBytesPerIp,
    maxStoredBytesTotal: config.relayBytesTotal,
    publishesPerSecond: config.relayPublishesPerSecond,
    publishBurst: config.relayPublishBurst,
    maxMessagesPerFetch: config.relayFetchMessages,
    maxBytesPerFetch: config.relayFetchBytes,
  };
}

/** Close code for an address holding too many relay sockets. */
export const RELAY_TOO_MANY_SOCKETS_CLOSE_CODE = 4029;
const EXPIRED_SWEEP_MS = 60_000;

interface RelayQuery {
  auth?: string;
  projectId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The relay's shared state (tests and benchmarks read it). */
    relay: RelayService;
  }
}

/** The WalletConnect relay at `GET /relay` (WebSocket), as the official SDK speaks it; see the README. */
const relayRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  await app.register(websocket, { options: { maxPayload: RELAY_LIMITS.maxMessageBytes * 2 }, errorHandler: onSocketError });
  const hub = new RelayHub();
  const prefix = deps.config.redisKeyPrefix;
  const quota = () => service.limits;
  const mailbox = deps.redis ? createRedisMailbox(deps.redis, prefix, quota) : createDatabaseMailbox(deps.database.db, quota);
  const service: RelayService = {
    hub,
    mailbox,
    // Without Redis this process is the mailbox's only writer (several processes share relay state only through Redis).
    budget: new PublisherBudget((publisher) => mailbox.countByPublisher(publisher), !deps.redis),
    fanout: deps.redis ? createRedisFanout(hub, deps.redis, prefix) : createLocalFanout(hub),
    acksSpareStorage: !deps.redis,
    publishTime: createTopicPublishClock(),
    onLostCopy: (error) =>
      deps.log.warn({ error }, 'relay: a delivered message could not be kept for redelivery (its subscriber had not acked)'),
    onLostReceipt: (error) =>
      deps.log.warn({ error }, 'relay: a receipt could not be written (the message may be delivered to that client again)'),
    limits: relayLimitsOf(deps.config),
  };
  const { walletConnectUpstream, walletConnectProjectId } = deps.config;
  if (walletConnectUpstream && walletConnectProjectId) {
    service.federation = createRelayFederation(service, {
      config: { ...deps.config, walletConnectUpstream, walletConnectProjectId },
      origin: deps.config.publicUrls[0]?.origin,
      counters: deps.counters,
      log: deps.log,
    });
  }
  app.decorate('relay', service);
  const socketsPerAddress = new Map<string, number>();
  const alive = new WeakSet<WebSocket>();

  async function authenticate(socket: WebSocket, request: FastifyRequest<{ Querystring: RelayQuery }>): Promise<RelayConnection> {
    const clientId = verifyRelayJwt(request.query.auth, { publicUrls: deps.config.publicUrls });
    const projectId: string = request.query.projectId ?? '';
    if (!isProjectId(projectId))
      throw new RelayAuthError(`projectId must be 32 hex characters, got "${request.query.projectId?.slice(0, 40) ?? ''}"`);
    // A wallet connects with its own WalletConnect project id, which this server has never heard
    // of; a dApp page naming one of this server's projects must come from one of its origins.
    const origin = request.headers.origin;
    // Without an Origin the project is looked up only to decide forwarding: a socket it cannot be
    // looked up for (a database outage) stays local rather than being refused.
    const project =
      origin !== undefined
        ? await deps.projects.get(projectId)
        : service.federation
          ? await deps.projects.get(projectId).catch(() => undefined)
          : undefined;
    if (project && origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) {
      throw new RelayAuthError(`origin ${origin.slice(0, 100)} is not allowed for this project`);
    }
    // Only this server's projects reach the WalletConnect network: the operator's upstream quota is theirs.
    const forwardingProject = project && service.federation ? projectId : undefined;
    return new RelayConnection(clientId, clientAddress(request), socket, service, forwardingProject);
  }

  app.route<{ Querystring: RelayQuery }>({
    method: 'GET',
    url: '/relay',
    handler: async (_request, reply) =>
      reply
        .code(426)
        .header('upgrade', 'websocket')
        .send({ error: 'UPGRADE_REQUIRED', message: 'The relay speaks WebSocket: connect with ws://…/relay?auth=JWT&projectId=…' }),
    wsHandler: (socket, request) => {
      const address = clientAddress(request);
      const open = (socketsPerAddress.get(address) ?? 0) + 1;
      socketsPerAddress.set(address, open);
      let connection: RelayConnection | undefined;
      socket.on('close', () => {
        connection?.unsubscribeAll();
        const left = (socketsPerAddress.get(address) ?? 1) - 1;
        if (left <= 0) socketsPerAddress.delete(address);
        else socketsPerAddress.set(address, left);
      });
      if (open > service.limits.maxSocketsPerAddress) {
        socket.close(
          RELAY_TOO_MANY_SOCKETS_CLOSE_CODE,
          `Too many relay sockets from this address (limit ${service.limits.maxSocketsPerAddress})`,
        );
        return;
      }
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      const ready = authenticate(socket, request).then(
        (authenticated) => (connection = authenticated),
        (error: unknown) => {
          const refusal = error instanceof RelayAuthError ? error : new RelayAuthError('could not check the project: try again');
          socket.close(refusal.closeCode, refusal.message);
          return undefined;
        },
      );
      // Frames that arrive while the JWT and project are checked wait for it, in order.
      socket.on('message', (data, isBinary) => {
        if (isBinary) {
          socket.close(RELAY_BINARY_FRAME_CLOSE_CODE, 'Binary frames are not supported: send JSON-RPC as text frames');
          return;
        }
        if (connection) {
          if (socket.readyState === socket.OPEN) void handleRelayFrame(connection, service, data.toString());
          return;
        }
        void ready.then((authenticated) => {
          if (authenticated && socket.readyState === socket.OPEN) return handleRelayFrame(authenticated, service, data.toString());
        });
      });
    },
  });

  // Clients drop a silent socket after 35 s; a socket that missed a whole ping interval is gone.
  const pings = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, service.limits.pingIntervalMs).unref();
  const sweep = setInterval(() => {
    service.mailbox.deleteExpired().catch((error: unknown) => deps.log.warn({ error }, 'relay: could not delete expired messages'));
  }, EXPIRED_SWEEP_MS).unref();

  logRelayMode(deps, service);
  app.addHook('onClose', async () => {
    clearInterval(pings);
    clearInterval(sweep);
    await service.federation?.close();
    await service.fanout.close();
  });
};

/** Says at startup which phone wallets can pair, and whether the WalletConnect network answered. */
function logRelayMode(deps: ServerDeps, service: RelayService): void {
  const federation = service.federation;
  if (!federation) {
    deps.log.info(
      "relay: local only (AIRLOCK_WALLETCONNECT_UPSTREAM is not set): wallets that connect to this server's /relay pair; " +
        'phone wallets built for the public WalletConnect network do not',
    );
    return;
  }
  deps.log.info(
    { upstream: federation.upstreamUrl, walletConnectProjectId: deps.config.walletConnectProjectId },
    'relay: federating with the WalletConnect network: pages talk only to this server, ' +
      'which carries their messages upstream, so every phone wallet pairs',
  );
  if (deps.config.publicUrls.length === 0)
    deps.log.warn(
      'relay: AIRLOCK_PUBLIC_URL is not set, so the upstream is sent no Origin; ' +
        'a WalletConnect Cloud project with an allowlist of domains refuses that',
    );
  void federation.start().then((reachable) => {
    if (reachable) deps.log.info({ upstream: federation.upstreamUrl }, 'relay: the WalletConnect network answered');
  });
}

/** Not encapsulated, so `app.relay` is visible on the server (tests and benchmarks read it). */
export const relayPlugin = fastifyPlugin(relayRoutes, { name: 'airlock-relay' });
