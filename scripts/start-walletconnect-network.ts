import { randomBytes } from 'node:crypto';
import { startWalletConnectNetworkRelay } from '../e2e/support/walletconnect-network-relay';
import { portFromEnv } from './port-from-env';

// `npm run walletconnect-network`: a stand-in for the public WalletConnect network, so federation
// can be tried offline: Airlock federates with it, and a terminal wallet knows only it.
const port = portFromEnv('AIRLOCK_NETWORK_PORT', 8790);
const network = await startWalletConnectNetworkRelay({ port }).catch((error: unknown) => {
  // The server names its own variable (AIRLOCK_SERVER_PORT); here the port comes from AIRLOCK_NETWORK_PORT.
  const inUse = (error as { code?: string }).code === 'PORT_IN_USE';
  console.error(inUse ? `Port ${port} is taken: set AIRLOCK_NETWORK_PORT to another.` : error);
  process.exit(1);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nWalletConnect network stand-in: stopping…');
  await network.stop().catch((error: unknown) => console.error(error));
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

// Any 32 hex digits do here; on the real network each is a WalletConnect Cloud project (cloud.reown.com).
const operatorProjectId = randomBytes(16).toString('hex');
const walletProjectId = randomBytes(16).toString('hex');
console.log(`
A stand-in for the public WalletConnect network is running. Press Ctrl-C to stop.

  Network relay       ${network.url}  (in memory: a restart forgets every message)

1. In another terminal, start Airlock with its relay federated to it (the page still talks only
   to the Airlock server, which carries its topics and messages to this network):

     AIRLOCK_WALLETCONNECT_UPSTREAM=${network.url} AIRLOCK_WALLETCONNECT_PROJECT_ID=${operatorProjectId} npm start

2. In the demo, pick WalletConnect and press "Copy link". Then pair a terminal wallet that knows
   only this network, as a phone wallet knows only the public one (its own project id, not the demo's):

     npx airlock-walletconnect-wallet --relay ${network.url} --project-id ${walletProjectId} '<the copied wc: link>'
`);
