// The Node entry, named: starting a devnet plus the constants the server, the bench and the E2E suite take from here; every constant is
// also in ./browser (@airlock/devnet/browser).
export {
  airlockTokenAbi,
  defineDevnetChain,
  DEVNET_ACCOUNTS,
  DEVNET_ADDRESSES,
  DEVNET_ENS,
  DEVNET_ENS_RESOLVER_OWNER,
  DEVNET_FAUCET_ACCOUNT,
  DEVNET_NFT_COLLECTIONS,
  DEVNET_ONRAMP_TREASURY,
  DEVNET_SEED_AMOUNTS,
  DEVNET_TOKENS,
  DEVNET_UNISWAP_V3_POOLS,
  type DevnetChain,
  swapRouter02Abi,
  uniswapV3FactoryAbi,
  uniswapV3PoolAbi,
  uniswapV3QuoterV2Abi,
  weth9Abi,
} from './browser';
export { devnetChainsFile, type DevnetChainsFile, type DevnetChainsFileChain, writeDevnetChainsFile } from './devnet-chains-file';
export { DevnetError, type DevnetErrorCode } from './devnet-error';
export { type EnsContractArtifact, type EnsContractName, loadEnsContractArtifacts } from './ens-contract-artifacts';
export { type Devnet, startDevnet, type StartDevnetOptions } from './start-devnet';
