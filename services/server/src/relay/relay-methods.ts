import type { z } from 'zod';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../http/json-body-parser';
import { rawTopLevelId } from './json-rpc-id';
import type { RelayConnection } from './relay-connection';
import type { MailboxRead } from './mailbox';
import { plainPublishParams } from './plain-publish-params';
import { describeInvalidParams, RELAY_PARAMS, WC_PARAMS, type EmbeddedMessage, type PublishParams } from './relay-params';
import { RELAY_RPC_ERRORS, RelayRpcError } from './relay-rpc-error';
import { publishMessage, withMailbox, type RelayService } from './relay-service';

/** A proposal's or settlement's mailbox time when the call gives none (the SDK's proposals last 5 minutes). */
const DEFAULT_WC_TTL_SECONDS = 300;
/** The tags the SDK itself publishes these messages with (WalletConnect sign protocol). */
const WC_TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 };

/** An irn_publish of a message carried by a wc_* call, to `topic` unless the message names its own. */
function embedded(carried: EmbeddedMessage, topic: string, ttl: number | undefined, tag: number): PublishParams {
  const own = 'topic' in carried ? carried : undefined;
  return { topic: own?.topic ?? topic, message: carried.message, ttl: own?.ttl ?? ttl ?? DEFAULT_WC_TTL_SECONDS, tag: own?.tag ?? tag };
}

function parse<T extends z.ZodType>(schema: T, params: unknown): z.infer<T> {
  const result = schema.safeParse(params);
  if (!result.success) throw RELAY_RPC_ERRORS.invalidParams(describeInvalidParams(result.error));
  return result.data;
}

/**
 * One page of what the topics hold for this client, noted as received so the next fetch answers the
 * next page (the SDK fetches again while `hasMore` is true).
 */
async function fetchPage(connection: RelayConnection, service: RelayService, topics: readonly string[]) {
  const { messages, hasMore }: MailboxRead = await withMailbox(() => service.mailbox.list([...new Set(topics)], connection.page()));
  await withMailbox(() => service.mailbox.received(messages, connection.clientId));
  return {
    messages: messages.map(({ topic, message, publishedAt, tag }) => ({ topic, message, publishedAt, tag, attestation: '' })),
    hasMore,
  };
}

/**
 * Subscribes, answers, then delivers what the topics' mailboxes hold for this client, a page at a time (the SDK expects the answer first).
 */
async function subscribe(connection: RelayConnection, service: RelayService, topics: string[]): Promise<() => void> {
  const federation = connection.forwardingProject === undefined ? undefined : service.federation;
  if (federation) {
    const upstreamCalls = connection.unsubscribedOf(topics).length;
    if (upstreamCalls > 0)
      await federation.spend({ forwardingProject: connection.forwardingProject!, address: connection.address }, upstreamCalls);
  }
  const fresh = connection.subscribe(topics);
  if (fresh.length === 0) return () => undefined;
  const first = await withMailbox(() => service.mailbox.list(fresh, connection.page()));
  return () => void connection.deliverBacklog(fresh, first);
}

type Handler = (connection: RelayConnection, service: RelayService, params: unknown) => Promise<{ result: unknown; after?: () => void }>;

const HANDLERS: Record<string, Handler> = {
  async irn_subscribe(connection, service, params) {
    const { topic } = parse(RELAY_PARAMS.irn_subscribe, params);
    return { result: connection.subscriptionId(topic), after: await subscribe(connection, service, [topic]) };
  },
  async irn_batchSubscribe(connection, service, params) {
    const { topics } = parse(RELAY_PARAMS.irn_batchSubscribe, params);
    return { result: topics.map((topic) => connection.subscriptionId(topic)), after: await subscribe(connection, service, topics) };
  },
  async irn_unsubscribe(connection, _service, params) {
    connection.unsubscribe(parse(RELAY_PARAMS.irn_unsubscribe, params).topic);
    return { result: true };
  },
  async irn_batchUnsubscribe(connection, _service, params) {
    for (const { topic } of parse(RELAY_PARAMS.irn_batchUnsubscribe, params).subscriptions) connection.unsubscribe(topic);
    return { result: true };
  },
  async irn_publish(connection, service, params) {
    const message = parse(RELAY_PARAMS.irn_publish, params);
    connection.takePublishes(1);
    await publishMessage(service, connection, message);
    return { result: true };
  },
  async irn_batchPublish(connection, service, params) {
    const { messages } = parse(RELAY_PARAMS.irn_batchPublish, params);
    connection.takePublishes(messages.length);
    // Together, so their writes share a group commit (written in this order).
    await Promise.all(messages.map((message) => publishMessage(service, connection, message)));
    return { result: true };
  },
  async irn_fetchMessages(connection, service, params) {
    const { topic } = parse(RELAY_PARAMS.irn_fetchMessages, params);
    return { result: await fetchPage(connection, service, [topic]) };
  },
  async irn_batchFetchMessages(connection, service, params) {
    const { topics } = parse(RELAY_PARAMS.irn_batchFetchMessages, params);
    return { result: await fetchPage(connection, service, topics) };
  },
  async wc_proposeSession(connection, service, params) {
    const { pairingTopic, sessionProposal, ttl, tag } = parse(WC_PARAMS.wc_proposeSession, params);
    connection.takePublishes(1);
    const after = await subscribe(connection, service, [pairingTopic]);
    await publishMessage(service, connection, embedded(sessionProposal, pairingTopic, ttl, tag ?? WC_TAGS.sessionPropose));
    return { result: true, after };
  },
  async wc_approveSession(connection, service, params) {
    const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl } = parse(
      WC_PARAMS.wc_approveSession,
      params,
    );
    connection.takePublishes(2);
    const after = await subscribe(connection, service, [sessionTopic]);
    // Both in one group commit; the response is delivered first (writes settle in order), and the dApp gets the settlement when it
    // subscribes to the session topic it learns from it.
    await Promise.all([
      publishMessage(service, connection, embedded(sessionProposalResponse, pairingTopic, ttl, WC_TAGS.sessionProposeResponse)),
      publishMessage(service, connection, embedded(sessionSettlementRequest, sessionTopic, ttl, WC_TAGS.sessionSettle)),
    ]);
    return { result: true, after };
  },
};

function reply(id: string, body: string): string {
  return `{"id":${id},"jsonrpc":"2.0",${body}}`;
}

/** An ack as the SDK sends it (formatJsonRpcResult(id, true)): read without parsing, as most frames a busy relay gets are these. */
const PLAIN_ACK = /^\{"id":(\d{1,16}),"jsonrpc":"2\.0","result":true\}$/;

function errorBody(error: RelayRpcError): string {
  return `"error":${JSON.stringify({ code: error.code, message: error.message })}`;
}

/**
 * Answers one JSON-RPC text frame. Responses (the client's acks of irn_subscription, `result: true`)
 * need no answer. Ids are echoed as their raw text, so 19-digit ids keep every digit.
 */
export async function handleRelayFrame(connection: RelayConnection, service: RelayService, text: string): Promise<void> {
  const ack = PLAIN_ACK.exec(text);
  if (ack) {
    connection.acknowledge(Number(ack[1]));
    return;
  }
  const rawId = rawTopLevelId(text);
  // A request without an id is a notification: it is carried out, and never answered (JSON-RPC 2.0 §4.1).
  const answer = rawId === undefined ? () => undefined : (body: string) => connection.send(reply(rawId, body));
  let request: unknown;
  try {
    // V8 parses without recursion, so depth is checked after, and only where something walks the result.
    request = JSON.parse(text);
  } catch {
    connection.send(reply('null', errorBody(RELAY_RPC_ERRORS.parse())));
    return;
  }
  try {
    if (!request || typeof request !== 'object' || Array.isArray(request))
      throw RELAY_RPC_ERRORS.invalidRequest('expected one JSON-RPC object');
    const { method, params } = request as { method?: unknown; params?: unknown };
    if (method === undefined && ('result' in request || 'error' in request)) {
      if ((request as { result?: unknown }).result === true) connection.acknowledge((request as { id?: unknown }).id);
      return;
    }
    // The everyday publish reads a few known fields and walks nothing.
    const plain = method === 'irn_publish' ? plainPublishParams(params) : undefined;
    if (plain) {
      connection.takePublishes(1);
      await publishMessage(service, connection, plain, () => answer('"result":true'));
      return;
    }
    // The same bound as HTTP bodies: deep nesting costs stack in every recursive walk (the schemas, JSON.stringify).
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw RELAY_RPC_ERRORS.invalidRequest(`JSON nests deeper than ${MAX_JSON_DEPTH} levels`);
    if (typeof method !== 'string') throw RELAY_RPC_ERRORS.invalidRequest('method must be a string');
    const handler = Object.hasOwn(HANDLERS, method) ? HANDLERS[method] : undefined;
    if (!handler) throw RELAY_RPC_ERRORS.methodNotFound(method);
    const { result, after } = await handler(connection, service, params);
    answer(`"result":${JSON.stringify(result)}`);
    after?.();
  } catch (error) {
    answer(errorBody(error instanceof RelayRpcError ? error : new RelayRpcError(-32603, 'Internal error')));
  }
}
