import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { DEVNET_ADDRESSES, devnetChainsFile, startDevnet } from '@airlock/devnet';
import { coinTypeOfChain, DEFAULT_NAME_SUFFIX, formatNameRegistrationMessage, type RegisterNameRequest } from '@airlock/protocol';
import { DEMO_PROJECT_ID, parseChainsFile } from '@airlock/server';
import { encodeFunctionData, namehash, parseAbi, toHex } from 'viem';
import { packetToBytes } from 'viem/ens';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startBenchServer } from './bench-server';
import { onCleanup } from './cleanup';
import type { BenchResult } from './results';

const LATENCY_CONNECTIONS = 10;
const RPS_CONNECTIONS = 100;
const DURATION_S = 10;
// A label of its own per run: the bench server keeps its data directory, where an earlier run's name stays taken.
const LABEL = `bench-${Date.now().toString(36)}`;

const resolverAbi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
]);

type Run = Awaited<ReturnType<typeof autocannon>>;
const summary = (label: string, run: Run, connections: number) =>
  `  ${label}: ${run.requests.average.toFixed(0)} req/s, p50 ${run.latency.p50} ms, p90 ${run.latency.p90} ms, ` +
  `p99 ${run.latency.p99} ms, max ${run.latency.max} ms, errors ${run.errors}, non-2xx ${run.non2xx} ` +
  `(${connections} connections, ${DURATION_S} s)`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * names.resolve.p99.ms: the gateway's answer to an offchain resolver's CCIP-read lookup (addr of a registered name), as
 * viem asks it, from 10 connections once warm (the name read and the answer signed once). identity.rps: cached identity
 * lookups of the registered account (name and avatar) from 100 connections.
 */
export async function runNames(): Promise<BenchResult[]> {
  const devnet = await startDevnet();
  const stopDevnet = onCleanup(() => devnet.stop());
  try {
    const chains = parseChainsFile(devnetChainsFile(devnet.chains.map((chain) => chain.rpcUrl)));
    const { base, stop } = await startBenchServer({ demoProject: true, indexer: 'off', chains });
    try {
      const chainId = devnet.chains[0]!.chainId;
      // A new key each run: an address may hold one name, and the bench server keeps its data directory.
      const account = privateKeyToAccount(generatePrivateKey());
      const name = `${LABEL}.${DEFAULT_NAME_SUFFIX}`;
      const message = formatNameRegistrationMessage({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
      const body: RegisterNameRequest = {
        coin_type: coinTypeOfChain(chainId),
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      };
      const registered = await fetch(`${base}/v1/profile/account?projectId=${DEMO_PROJECT_ID}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!registered.ok) throw new Error(`registering ${name} failed: ${registered.status} ${await registered.text()}`);

      const lookup = encodeFunctionData({
        abi: resolverAbi,
        functionName: 'resolve',
        args: [toHex(packetToBytes(name)), encodeFunctionData({ abi: resolverAbi, functionName: 'addr', args: [namehash(name)] })],
      });
      const gatewayUrl = `${base}/v1/profile/gateway/${DEVNET_ADDRESSES.ensOffchainResolver}/${lookup}.json`;
      const identityUrl = `${base}/v1/identity/${account.address}?projectId=${DEMO_PROJECT_ID}&chainId=eip155:${chainId}`;
      for (const url of [gatewayUrl, identityUrl]) {
        const probe = await fetch(url);
        if (!probe.ok) throw new Error(`probe of ${url} failed: ${probe.status} ${await probe.text()}`);
      }
      const identity = (await (await fetch(identityUrl)).json()) as { name: string | null };
      if (identity.name !== name) throw new Error(`identity answered ${identity.name}, not ${name}`);

      console.log(`  load average before: ${load()}`);
      const gateway = await autocannon({ url: gatewayUrl, connections: LATENCY_CONNECTIONS, duration: DURATION_S, workers: 1 });
      console.log(summary('gateway lookup (warm)', gateway, LATENCY_CONNECTIONS));
      const cached = await autocannon({ url: identityUrl, connections: RPS_CONNECTIONS, duration: DURATION_S, workers: 1 });
      console.log(summary('identity (cached)', cached, RPS_CONNECTIONS));
      console.log(`  load average after: ${load()}`);
      for (const [label, run] of [
        ['gateway', gateway],
        ['identity', cached],
      ] as const)
        if (run.errors > 0 || run.non2xx > 0) console.warn(`  ⚠ ${label}: ${run.errors} errors and ${run.non2xx} non-2xx answers`);
      return [
        { id: 'names.resolve.p99.ms', value: gateway.latency.p99, unit: 'ms', limit: 20, better: 'lower' },
        { id: 'identity.rps', value: Math.round(cached.requests.average), unit: 'req/s', limit: 10_000, better: 'higher' },
      ];
    } finally {
      await stop();
    }
  } finally {
    await stopDevnet();
  }
}
