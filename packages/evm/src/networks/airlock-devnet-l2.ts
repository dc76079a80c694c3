import { defineDevnetNetwork } from './define-devnet-network';

/** The second local chain `npm start` runs (anvil on :8546), for switching networks. */
export const airlockDevnetL2 = defineDevnetNetwork({
  chainId: 31338,
  name: 'Airlock Devnet L2',
  rpcUrl: 'http://127.0.0.1:8546',
});
