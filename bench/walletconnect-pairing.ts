import { MemoryKeyValueStorage } from '@airlock/testing/walletconnect';
import { SignClient } from '@walletconnect/sign-client';
import type { AirlockServer } from '@airlock/server';
import { median, percentile } from './statistics';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

const WARMUPS = 2;
const RUNS = 10;
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NAMESPACE = { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] };
/** The SDK's message tags (sign protocol), to name the relay's log lines. */
const TAGS: Record<number, string> = {
  1100: 'proposal',
  1101: 'proposal response',
  1102: 'settle',
  1103: 'settle ack',
  1108: 'request',
  1109: 'response',
};

/** Where each side of a pairing connects, with the WalletConnect project id it names. */
export interface PairingEnds {
  dapp: { relayUrl: string; projectId: string };
  wallet: { relayUrl: string; projectId: string };
}

export interface PairingFigures {
  median: number;
  p95: number;
}

/** Milestones of one run, in ms since dApp connect() was called. */
export class PairingTimeline {
  readonly marks: [number, string][] = [];
  private started = 0;
  start(): void {
    this.started = performance.now();
    this.marks.length = 0;
  }
  mark(label: string): void {
    if (this.started) this.marks.push([performance.now() - this.started, label]);
  }
}

/**
 * Marks on `timeline`, as `<name>: …`, each request as the server's relay receives it and each message as it is stored and handed to its
 * subscribers.
 */
export function watchRelay(server: AirlockServer, timeline: PairingTimeline, name: string): void {
  server.app.websocketServer.on('connection', (socket) =>
    socket.on('message', (data) => {
      const method = /"method":"([^"]+)"/.exec(data.toString().slice(0, 200))?.[1];
      if (method && method !== 'irn_subscription') timeline.mark(`${name}: ${method} arrived`);
    }),
  );
  const { hub } = server.app.relay;
  const deliverLocal = hub.deliverLocal.bind(hub);
  hub.deliverLocal = (message, receipt) => {
    timeline.mark(`${name}: ${TAGS[message.tag] ?? `tag ${message.tag}`} stored, delivering`);
    deliverLocal(message, receipt);
  };
}

async function signClient(side: { relayUrl: string; projectId: string }, name: string): Promise<Client> {
  return SignClient.init({
    projectId: side.projectId,
    relayUrl: side.relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: `${name}-${Math.random().toString(36).slice(2)}`,
    storage: new MemoryKeyValueStorage(),
    logger: 'silent',
    metadata: { name, description: `${name} (benchmark)`, url: 'http://localhost', icons: [] },
    signConfig: { disableRequestQueue: true },
  } as Parameters<typeof SignClient.init>[0]);
}

async function stopClient(client: Client): Promise<void> {
  client.core.heartbeat.stop();
  await client.core.relayer.transportClose().catch(() => undefined);
}

/** One pair → session → first signature with fresh clients; the figure starts at the dApp's connect(). */
async function connectOnce(ends: PairingEnds, timeline: PairingTimeline): Promise<number> {
  const [dapp, wallet] = await Promise.all([signClient(ends.dapp, 'dapp'), signClient(ends.wallet, 'wallet')]);
  try {
    wallet.on('session_proposal', (proposal) => {
      timeline.mark('wallet: session_proposal event → approve()');
      void wallet
        .approve({ id: proposal.id, namespaces: { eip155: { ...NAMESPACE, accounts: [`eip155:31337:${ACCOUNT}`] } } })
        .then(({ acknowledged }) => {
          timeline.mark('wallet: approve() returned');
          return acknowledged();
        })
        .then(() => timeline.mark('wallet: settlement acknowledged'));
    });
    wallet.on('session_request', (event) => {
      timeline.mark('wallet: session_request event → respond()');
      void wallet.respond({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', result: `signed:${String(event.params.request.params[0])}` },
      });
    });
    timeline.start();
    const started = performance.now();
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: NAMESPACE } });
    timeline.mark('dApp: connect() returned the uri');
    await wallet.core.pairing.pair({ uri: uri! });
    timeline.mark('wallet: pair() returned');
    const session = await approval();
    timeline.mark('dApp: approval() resolved (session settled)');
    const signature = await dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
    });
    const elapsed = performance.now() - started;
    timeline.mark('dApp: request() resolved with the signature');
    if (signature !== 'signed:0x68656c6c6f') throw new Error(`unexpected signature ${signature}`);
    return elapsed;
  } finally {
    await Promise.all([stopClient(dapp), stopClient(wallet)]);
  }
}

/** Blocks fetches outside loopback (the SDK must not reach WalletConnect's cloud) while `run` runs; throws if any were tried. */
async function onLoopbackOnly<T>(run: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  const foreign: string[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
      foreign.push(url.host);
      throw new Error(`blocked: ${url.host} is not loopback`);
    }
    return realFetch(input, init);
  }) as typeof fetch;
  try {
    const result = await run();
    if (foreign.length > 0) throw new Error(`the SDK reached outside loopback: ${[...new Set(foreign)].join(', ')}`);
    return result;
  } finally {
    globalThis.fetch = realFetch;
  }
}

/**
 * Times pair → session → first signature through the official SDK, fresh clients each run: 2
 * warm-ups, then 10 timed runs. Prints the last run's timeline (every run's with
 * WALLETCONNECT_BENCH_VERBOSE=1).
 */
export async function measurePairings(ends: PairingEnds, timeline: PairingTimeline): Promise<PairingFigures> {
  const runs = await onLoopbackOnly(async () => {
    const timed: number[] = [];
    for (let run = 0; run < WARMUPS + RUNS; run++) {
      const elapsed = await connectOnce(ends, timeline);
      if (run >= WARMUPS) timed.push(elapsed);
      if (run === WARMUPS + RUNS - 1 || process.env.WALLETCONNECT_BENCH_VERBOSE) {
        console.log(`  run ${run + 1}${run < WARMUPS ? ' (warm-up)' : ''}: ${elapsed.toFixed(1)} ms`);
        for (const [at, label] of timeline.marks) console.log(`    ${at.toFixed(1).padStart(7)} ms  ${label}`);
      }
    }
    return timed;
  });
  const sorted = [...runs].sort((a, b) => a - b);
  const figures = { median: median(sorted), p95: percentile(sorted, 95) };
  console.log(
    `  pair → session → first signature, ${RUNS} runs after ${WARMUPS} warm-ups: ` +
      `median ${figures.median.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms (${sorted.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  return figures;
}
