import { join, resolve } from 'node:path';
import { startDevnet, writeDevnetChainsFile } from '@airlock/devnet';
import { DEMO_PROJECT_ID, loadServerConfig, startServer, withAllowedNftHosts } from '@airlock/server';
import { startDemoServer } from '../apps/demo/server/demo-server';
import { buildDemoIfChanged, buildFrameIfChanged } from './build-demo';
import { portFromEnv } from './port-from-env';

const host = process.env.AIRLOCK_HOST ?? '127.0.0.1';
const ports = {
  devnet: portFromEnv('AIRLOCK_DEVNET_PORT', 8545),
  devnetL2: portFromEnv('AIRLOCK_DEVNET_L2_PORT', 8546),
  nftMetadata: portFromEnv('AIRLOCK_DEVNET_NFT_PORT', 8547),
  demo: portFromEnv('AIRLOCK_DEMO_PORT', 5173),
  server: portFromEnv('AIRLOCK_SERVER_PORT', 8787),
};

console.log('Airlock: starting the devnet…');
const devnet = await startDevnet({ ports: [ports.devnet, ports.devnetL2], nftMetadataPort: ports.nftMetadata, host });
const stops: Array<() => Promise<void>> = [() => devnet.stop()];

let stopping = false;
async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nAirlock: stopping…');
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  console.log('Airlock: starting the server…');
  // The server takes its chains from a chains file, as it does when installed: this devnet's, beside the server's data.
  const chainsFile = join(resolve(process.env.AIRLOCK_DATA_DIR ?? '.airlock'), 'devnet-chains.json');
  await writeDevnetChainsFile(
    chainsFile,
    devnet.chains.map((chain) => chain.rpcUrl),
  );
  const config = loadServerConfig({ ...process.env, AIRLOCK_CHAINS_FILE: chainsFile });
  const server = await startServer({
    ...config,
    // One JSON line per request drowns the URLs below; AIRLOCK_LOG_LEVEL=info brings them back.
    logLevel: process.env.AIRLOCK_LOG_LEVEL ?? 'warn',
    host,
    port: ports.server,
    // The devnet's NFT metadata server is on loopback, which the server refuses unless told it is ours.
    nftFetch: withAllowedNftHosts(config.nftFetch, [devnet.nftMetadata.host]),
  });
  stops.push(() => server.close());

  // Each says whether it reuses the last build or why it builds again.
  await buildDemoIfChanged();
  await buildFrameIfChanged();
  const demo = await startDemoServer({
    port: ports.demo,
    host,
    frameUrl: server.frameUrl,
    config: {
      chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      apiUrl: server.url,
      projectId: process.env.AIRLOCK_PROJECT_ID ?? DEMO_PROJECT_ID,
    },
  });
  stops.push(() => demo.close());

  const relayMode = config.walletConnectUpstream
    ? `federated with ${config.walletConnectUpstream}: wallets on that network pair too`
    : 'local only: wallets pointed at this relay pair; phone wallets need AIRLOCK_WALLETCONNECT_UPSTREAM';
  const [account, recipient] = devnet.accounts;
  const { adminToken } = server;
  const adminLine =
    adminToken.source === 'env'
      ? 'from AIRLOCK_ADMIN_TOKEN'
      : adminToken.source === 'generated'
        ? `${adminToken.token}  (new; saved in ${adminToken.file})`
        : `saved in ${adminToken.file}`;
  const row = (label: string, value: string) => `  ${label.padEnd(23)}${value}`;
  console.log(
    [
      '',
      'Airlock is running. Press Ctrl-C to stop.',
      '',
      row('Demo dApp', demo.url.replace('127.0.0.1', 'localhost')),
      row(
        'Airlock server',
        `${server.url}  (data: ${server.deps.database.kind === 'postgres' ? 'PostgreSQL' : server.deps.config.dataDir})`,
      ),
      row('Demo project id', process.env.AIRLOCK_PROJECT_ID ?? DEMO_PROJECT_ID),
      row('Admin token', adminLine),
      row('WalletConnect relay', `${server.url.replace(/^http/, 'ws')}/relay  (${relayMode})`),
      row('Embedded wallet frame', server.frameUrl.replace('127.0.0.1', 'localhost')),
      row(
        'Mail',
        server.deps.mailer.transport === 'dev-outbox'
          ? `dev outbox at ${server.url}/dev/outbox  (codes also printed here)`
          : server.deps.mailer.description,
      ),
      ...devnet.chains.map((chain) => row(chain.name, `${chain.rpcUrl}  (chain ${chain.chainId})`)),
      '',
      row('Funded test account', account?.address ?? ''),
      row('its private key', account?.privateKey ?? ''),
      '  (import it into your browser wallet, and add the networks above, to try the demo)',
      row('Another funded account', `${recipient?.address ?? ''}  (someone to send to)`),
      '',
      "  No browser wallet? Sign in with an email address in the demo's Connect view (the code",
      '  is printed here and listed in the dev outbox), or pick WalletConnect, press "Copy link",',
      "  then pair a terminal wallet with it:  npx airlock-walletconnect-wallet '<the copied wc: link>'",
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error('Airlock failed to start:', error);
  await stopAll(1);
}
