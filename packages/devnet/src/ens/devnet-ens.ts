import { DEVNET_DEPLOYER } from '../devnet-deployer';

/**
 * The names seeding sets up in the devnet's ENS registry: `airlock.id` (the Airlock server's default name
 * suffix) and `reverse`/`addr.reverse` resolve through the offchain resolver, whose gateway is an Airlock
 * server; `devnet.eth` is an on-chain name of the deployer in the public resolver, reverse record included.
 */
export const DEVNET_ENS = {
  suffix: 'airlock.id',
  /** Where the offchain resolver sends CCIP-read requests until a server sets its own URL: the default server's gateway. */
  defaultGatewayUrl: 'http://127.0.0.1:8787/v1/profile/gateway/{sender}/{data}.json',
  onchainName: {
    name: 'devnet.eth',
    address: DEVNET_DEPLOYER.address,
    texts: { description: 'The Airlock devnet deployer', url: 'http://127.0.0.1:5173' },
  },
} as const;
