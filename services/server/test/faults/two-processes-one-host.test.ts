import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_TTL_MS } from '../../src/projects/project-directory';
import { MemoryKeyValueStorage } from '@airlock/testing/walletconnect';
import { randomTopic, RelayTestClient } from '../relay-test-client';
import { startTestRelay, type TestRelay } from '../relay-storages';
import { SignClients, TEST_ACCOUNT } from '../support/sign-clients';
import { freePort } from '../support/free-port';
import { createPostgresDatabase, STORAGE_KINDS, type TestPostgresDatabase } from '../support/test-databases';
import { FRESH_SERVER_ADMIN_TOKEN, spawnServerOnFreshData, spawnServerProcess, type FreshServerProcess } from '../support/server-process';

/** Two processes migrating one database on a shared 2-core machine can take a while. */
const START_TIMEOUT_MS = 90_000;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const FRAME_HTML =
  '<!doctype html><html><head><meta name="airlock-frame-config" content="" /></head><body><div id="root"></div></body></html>';

/** A free port whose next port is free too: the API port of a process whose frame port is left to its default. */
async function freePortWithFreeNext(): Promise<number> {
  for (;;) {
    const port = await freePort();
    const next = await new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(port + 1, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (next) return port;
  }
}

/** The frame URL a process prints at start ("frame:   http://…"). */
function frameUrlOf(output: string): string {
  return /frame:\s+(http\S+)/.exec(output)![1]!;
}

/**
 * Two `airlock-server start` processes on one host, as an operator runs them behind a load balancer:
 * one PostgreSQL database, one Redis (one key prefix), each with its own ports.
 */
describe.runIf(STORAGE_KINDS.includes('postgres'))('two server processes on one host, one PostgreSQL and one Redis', () => {
  let database: TestPostgresDatabase;
  const prefix = `airlock-two-processes:${randomBytes(6).toString('hex')}:`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  const clients: RelayTestClient[] = [];
  let frameDir: string;
  let servers: FreshServerProcess[] = [];
  // One project per test: each project has its own budget of 4 requests a minute (AIRLOCK_RATE_LIMIT_PER_MINUTE).
  const projects = { shared: '', relayed: '', limited: '' };
  /** A second relay playing the public WalletConnect network, which both processes federate with. */
  let network: TestRelay;
  const signClients = new SignClients();

  const env = (): NodeJS.ProcessEnv => ({
    DATABASE_URL: database.url,
    REDIS_URL,
    AIRLOCK_REDIS_KEY_PREFIX: prefix,
    AIRLOCK_FRAME_DIR: frameDir,
    AIRLOCK_RATE_LIMIT_PER_MINUTE: '4',
    AIRLOCK_IP_RATE_LIMIT_PER_MINUTE: '100000',
    AIRLOCK_WALLETCONNECT_UPSTREAM: network.url,
    AIRLOCK_WALLETCONNECT_PROJECT_ID: 'b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0',
  });
  const createProject = async (server: FreshServerProcess, name: string): Promise<string> => {
    const response = await fetch(`${server.url}/v1/admin/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FRESH_SERVER_ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, allowedOrigins: ['https://shop.example'] }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    network = await startTestRelay('pglite', { demoProject: false });
    await redis.connect();
    database = await createPostgresDatabase();
    frameDir = await mkdtemp(join(tmpdir(), 'airlock-frame-'));
    await mkdir(join(frameDir, 'assets'));
    await writeFile(join(frameDir, 'index.html'), FRAME_HTML);
    // Started together, both migrate the same fresh database at once. Each is given only its API port,
    // as an operator would: the frame port follows it.
    const ports = [await freePortWithFreeNext(), await freePortWithFreeNext()];
    const started = await Promise.allSettled(
      ports.map((port) =>
        spawnServerOnFreshData({ env: { ...env(), AIRLOCK_SERVER_PORT: String(port) }, startTimeoutMs: START_TIMEOUT_MS }),
      ),
    );
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason; // afterAll stops the one that did start
    // One project made through each process; each process knows the other's once its list of project
    // ids is renewed (asking before would spend the budget of unknown ids instead).
    projects.shared = await createProject(servers[0]!, 'Shared');
    projects.relayed = await createProject(servers[0]!, 'Relayed');
    projects.limited = await createProject(servers[1]!, 'Limited');
    await new Promise((resolve) => setTimeout(resolve, DIRECTORY_TTL_MS + 500));
  }, 2 * START_TIMEOUT_MS);

  afterAll(async () => {
    await signClients.closeAll();
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all(servers.map((server) => server.stop()));
    await network?.close();
    await rm(frameDir, { recursive: true, force: true });
    await database?.drop();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('both start and serve the API and the frame, each on its own ports, from the one database', async () => {
    const [first, second] = servers as [FreshServerProcess, FreshServerProcess];
    expect(first.url).not.toBe(second.url);
    for (const server of servers) expect(Number(new URL(frameUrlOf(server.output())).port)).toBe(Number(new URL(server.url).port) + 1);
    const projectId = projects.shared;
    for (const server of servers) {
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ redis: true });
      const config = await fetch(`${server.url}/v1/project/config?projectId=${projectId}`, { headers: { origin: 'https://shop.example' } });
      expect(config.status).toBe(200);
      expect(await config.json()).toMatchObject({ name: 'Shared' });
      const frame = await fetch(`${frameUrlOf(server.output())}/?projectId=${projectId}`);
      expect(frame.status).toBe(200);
      expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors https://shop.example');
    }
  });

  it('delivers a relay message published through one process to a subscriber on the other', async () => {
    const [first, second] = servers as [FreshServerProcess, FreshServerProcess];
    const relayUrl = (server: FreshServerProcess) => `${server.url.replace(/^http/, 'ws')}/relay`;
    const projectId = projects.relayed;
    const dapp = await RelayTestClient.connect(relayUrl(first), { projectId });
    const wallet = await RelayTestClient.connect(relayUrl(second), { projectId });
    clients.push(dapp, wallet);
    const topic = randomTopic();
    await wallet.result('irn_subscribe', { topic });
    await dapp.result('irn_publish', { topic, message: 'from the first process', ttl: 60, tag: 1108 });
    const delivery = await wallet.waitFor(() => wallet.deliveries[0], 5_000);
    expect(delivery.params?.data).toMatchObject({ topic, message: 'from the first process' });
  });

  it('federates with WalletConnect whichever process the page lands on: pairs through one, and after a reload signs through the other', {
    timeout: 60_000,
  }, async () => {
    const [first, second] = servers as [FreshServerProcess, FreshServerProcess];
    const relayUrl = (server: FreshServerProcess) => `${server.url.replace(/^http/, 'ws')}/relay`;
    for (const server of servers) expect(server.output()).toContain('relay: federating with the WalletConnect network');
    const storage = new MemoryKeyValueStorage();
    const dapp = await signClients.start({ name: 'dapp', relayUrl: relayUrl(first), projectId: projects.relayed, storage });
    const wallet = await signClients.start({ name: 'phone', relayUrl: network.url, projectId: 'c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0' });
    signClients.approveAndAnswer(wallet);
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
    });
    await wallet.core.pairing.pair({ uri: uri! });
    const session = await approval();
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${TEST_ACCOUNT}`]);

    // The page reloads, and the load balancer sends it to the other process.
    await signClients.close(dapp);
    const reloaded = await signClients.start({ name: 'dapp', relayUrl: relayUrl(second), projectId: projects.relayed, storage });
    expect(reloaded.session.get(session.topic).topic).toBe(session.topic);
    const signature = await reloaded.request<string>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x6869', TEST_ACCOUNT] },
    });
    expect(signature).toBe('signed:0x6869');
  });

  it('shares one rate limit: the budget spent on one process is spent on the other (4 a minute)', async () => {
    const [first, second] = servers as [FreshServerProcess, FreshServerProcess];
    const config = (server: FreshServerProcess) =>
      fetch(`${server.url}/v1/project/config?projectId=${projects.limited}`).then((response) => response.status);
    expect([await config(first), await config(second), await config(first), await config(second)]).toEqual([200, 200, 200, 200]);
    expect(await config(first)).toBe(429);
    expect(await config(second)).toBe(429);
  });

  it('a third process on a frame port that is taken exits, naming AIRLOCK_FRAME_PORT', async () => {
    const taken = new URL(frameUrlOf(servers[0]!.output())).port;
    const dataDir = await mkdtemp(join(tmpdir(), 'airlock-server-'));
    try {
      const third = await spawnServerProcess({
        env: { ...env(), AIRLOCK_DATA_DIR: dataDir, AIRLOCK_ADMIN_TOKEN: FRESH_SERVER_ADMIN_TOKEN, AIRLOCK_FRAME_PORT: taken },
        waitForListen: false,
      });
      expect(await third.exited).toBe(1);
      expect(third.output()).toContain('AIRLOCK_FRAME_PORT');
      expect(third.output()).not.toContain('AIRLOCK_SERVER_PORT');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
