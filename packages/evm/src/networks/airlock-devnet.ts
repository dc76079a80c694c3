import { defineDevnetNetwork } from './define-devnet-network';

/** The first chain `npm start` runs (anvil on :8545). */
export const airlockDevnet = defineDevnetNetwork({
  chainId: 31337,
  name: 'Airlock Devnet',
  rpcUrl: 'http://127.0.0.1:8545',
});
