import type { CounterStore } from '../../counters/counter-store';
import type { RelayMessage } from '../relay-message';
import { RELAY_RPC_ERRORS, RelayRpcError, UPSTREAM_UNAVAILABLE_CODE } from '../relay-rpc-error';
import type { RelayService } from '../relay-service';
import { UpstreamCapacityError } from '../upstream/upstream-errors';
import { createUpstreamRelay, type UpstreamRelay } from '../upstream/upstream-relay';
import { forwardToUpstream } from './forward-to-upstream';
import { receiveFromUpstream } from './receive-from-upstream';
import type { RelayFederationConfig } from './relay-federation-config';
import { UnforwardedMessages } from './unforwarded-messages';
import { createUpstreamCallBudget, type UpstreamCaller } from './upstream-call-budget';

/** The relay's link to the WalletConnect network, as the relay's sockets use it. */
export interface RelayFederation {
  readonly upstreamUrl: string;
  /** Charges calls to the caller's project and address before they are sent; throws the limit's RelayRpcError. */
  spend(caller: UpstreamCaller, calls: number): Promise<void>;
  /**
   * A socket here subscribed to the topic: the first one subscribes upstream too. Throws RelayRpcError when no upstream socket has room.
   */
  retain(topic: string): void;
  /** A socket here left the topic: the last one unsubscribes upstream. */
  release(topic: string): void;
  /**
   * Publishes a message upstream; resolves on the upstream's ack, else throws RelayRpcError (the message is then kept, and forwarded when
   * the upstream connects again).
   */
  forward(message: RelayMessage): Promise<void>;
  /** Opens the first upstream socket; true when the upstream answered. */
  start(): Promise<boolean>;
  close(): Promise<void>;
}

export interface RelayFederationDeps {
  config: RelayFederationConfig & { walletConnectUpstream: string; walletConnectProjectId: string };
  /** The operator's site (AIRLOCK_PUBLIC_URL), sent as Origin as a page of that site would. */
  origin?: string;
  counters: CounterStore;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Made for tests: another upstream client with the same contract. */
  createUpstream?: typeof createUpstreamRelay;
}

export function createRelayFederation(service: RelayService, deps: RelayFederationDeps): RelayFederation {
  const { config, log } = deps;
  const timeoutMs = config.walletConnectPublishTimeoutMs;
  let unforwarded: UnforwardedMessages | undefined;
  const upstream: UpstreamRelay = (deps.createUpstream ?? createUpstreamRelay)({
    url: config.walletConnectUpstream,
    projectId: config.walletConnectProjectId,
    origin: deps.origin,
    publishTimeoutMs: timeoutMs,
    log,
    onMessage: (delivery) => receiveFromUpstream(service, upstream, delivery),
    onConnected: () => void unforwarded?.drain(),
  });
  unforwarded = new UnforwardedMessages(upstream, { publishTimeoutMs: timeoutMs, log });
  const budget = createUpstreamCallBudget(deps.counters, {
    perProjectMinute: config.walletConnectCallsPerProjectMinute,
    perAddressMinute: config.walletConnectCallsPerIpMinute,
  });

  return {
    upstreamUrl: config.walletConnectUpstream,
    spend: (caller, calls) => budget.spend(caller, calls),
    retain(topic) {
      try {
        upstream.retain(topic);
      } catch (error) {
        if (error instanceof UpstreamCapacityError) throw RELAY_RPC_ERRORS.upstreamCapacity();
        throw error;
      }
    },
    release: (topic) => upstream.release(topic),
    async forward(message) {
      try {
        await forwardToUpstream(upstream, message, timeoutMs);
      } catch (error) {
        // Refused by the upstream, it would be refused again; unanswered, it goes when the upstream is back.
        if (error instanceof RelayRpcError && error.code === UPSTREAM_UNAVAILABLE_CODE) unforwarded?.add(message);
        throw error;
      }
    },
    start: () => upstream.start(),
    close: () => upstream.close(),
  };
}
