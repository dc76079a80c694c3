// Everything in @airlock/devnet that runs in a browser: constants, ABIs and viem chains, no Node APIs.
export { airlockPassAbi } from './abi/airlock-pass-abi';
export { airlockTokenAbi } from './abi/airlock-token-abi';
export { batchExecutorAbi } from './abi/batch-executor-abi';
export { multicall3Abi } from './abi/multicall3-abi';
export { uniswapV2FactoryAbi } from './abi/uniswap-v2-factory-abi';
export { uniswapV2PairAbi } from './abi/uniswap-v2-pair-abi';
export { uniswapV2Router02Abi } from './abi/uniswap-v2-router02-abi';
export { weth9Abi } from './abi/weth9-abi';
export { DEVNET_ACCOUNTS, DEVNET_MNEMONIC, type DevnetAccount } from './devnet-accounts';
export { DEVNET_ADDRESSES, type DevnetAddresses } from './devnet-addresses';
export { DEVNET_CHAINS, type DevnetChain, type DevnetChainDefinition } from './devnet-chains';
export { DEVNET_DEPLOYER } from './devnet-deployer';
export { DEVNET_FAUCET_ACCOUNT } from './devnet-faucet-account';
export { DEVNET_SEED_AMOUNTS } from './devnet-seed-amounts';
export { DEVNET_TOKENS, type DevnetToken } from './devnet-tokens';
export { defineDevnetChain } from './devnet-viem-chain';
