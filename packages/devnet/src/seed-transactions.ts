import { encodeDeployData, encodeFunctionData, maxUint256, type Address, type Hex } from 'viem';
import { airlockPassAbi } from './abi/airlock-pass-abi';
import { airlockTokenAbi } from './abi/airlock-token-abi';
import { uniswapV2FactoryAbi } from './abi/uniswap-v2-factory-abi';
import { uniswapV2Router02Abi } from './abi/uniswap-v2-router02-abi';
import { loadContractBytecodes } from './contract-artifacts';
import { DEVNET_ACCOUNTS } from './devnet-accounts';
import { DEVNET_ADDRESSES } from './devnet-addresses';
import { DEVNET_DEPLOYER } from './devnet-deployer';
import { DEVNET_FAUCET_ACCOUNT } from './devnet-faucet-account';
import { DEVNET_SEED_AMOUNTS } from './devnet-seed-amounts';
import { DEVNET_TOKENS } from './devnet-tokens';

export interface SeedTransaction {
  label: string;
  to?: Address;
  data: Hex;
  value?: bigint;
  /** Set explicitly so anvil need not estimate against state that earlier, still pending, steps create. */
  gas: bigint;
  /** For deployments: where the contract must land. */
  expectedAddress?: Address;
}

// Measured gas use plus headroom; a step that runs out reverts and seeding reports it.
const GAS = {
  deployToken: 1_200_000n,
  deployPass: 2_000_000n,
  deployMulticall: 1_200_000n,
  deployWeth: 1_000_000n,
  deployFactory: 4_000_000n,
  deployRouter: 6_000_000n,
  deployBatchExecutor: 1_000_000n,
  mint: 120_000n,
  approve: 80_000n,
  addLiquidity: 3_500_000n,
} as const;

const { usdc, dai, nft, uniswapV2Router: router } = DEVNET_ADDRESSES;
const deployer = DEVNET_DEPLOYER.address;

function deploy(label: string, expectedAddress: Address, data: Hex, gas: bigint): SeedTransaction {
  return { label, data, gas, expectedAddress };
}

function deployments(): SeedTransaction[] {
  const bytecode = loadContractBytecodes();
  const token = (meta: { name: string; symbol: string; decimals: number }): Hex =>
    encodeDeployData({ abi: airlockTokenAbi, bytecode: bytecode.airlockToken, args: [meta.name, meta.symbol, meta.decimals] });
  const factoryArgs = encodeDeployData({
    abi: uniswapV2FactoryAbi,
    bytecode: bytecode.uniswapV2Factory,
    args: [deployer],
  });
  const routerArgs = encodeDeployData({
    abi: uniswapV2Router02Abi,
    bytecode: bytecode.uniswapV2Router02,
    args: [DEVNET_ADDRESSES.uniswapV2Factory, DEVNET_ADDRESSES.weth],
  });
  // The order fixes each address (deployer nonce 0..7) and must match DEVNET_ADDRESSES.
  return [
    deploy('deploy WETH9', DEVNET_ADDRESSES.weth, bytecode.weth9, GAS.deployWeth),
    deploy('deploy USDC', usdc, token(DEVNET_TOKENS.usdc), GAS.deployToken),
    deploy('deploy DAI', dai, token(DEVNET_TOKENS.dai), GAS.deployToken),
    deploy('deploy Airlock Pass', nft, bytecode.airlockPass, GAS.deployPass),
    deploy('deploy Multicall3', DEVNET_ADDRESSES.multicall3, bytecode.multicall3, GAS.deployMulticall),
    deploy('deploy UniswapV2Factory', DEVNET_ADDRESSES.uniswapV2Factory, factoryArgs, GAS.deployFactory),
    deploy('deploy UniswapV2Router02', router, routerArgs, GAS.deployRouter),
    deploy('deploy BatchExecutor', DEVNET_ADDRESSES.batchExecutor, bytecode.batchExecutor, GAS.deployBatchExecutor),
  ];
}

/** The deployer mints an AirlockToken (USDC, DAI, UNI) to `to`. */
export function mintToken(label: string, token: Address, to: Address, amount: bigint): SeedTransaction {
  const data = encodeFunctionData({ abi: airlockTokenAbi, functionName: 'mint', args: [to, amount] });
  return { label, to: token, data, gas: GAS.mint };
}

function approveRouter(label: string, token: Address): SeedTransaction {
  const data = encodeFunctionData({ abi: airlockTokenAbi, functionName: 'approve', args: [router, maxUint256] });
  return { label, to: token, data, gas: GAS.approve };
}

function liquidity(): SeedTransaction[] {
  const { ethUsdcPool, usdcDaiPool } = DEVNET_SEED_AMOUNTS;
  const addEthUsdc = encodeFunctionData({
    abi: uniswapV2Router02Abi,
    functionName: 'addLiquidityETH',
    args: [usdc, ethUsdcPool.usdc, 0n, 0n, deployer, maxUint256],
  });
  const addUsdcDai = encodeFunctionData({
    abi: uniswapV2Router02Abi,
    functionName: 'addLiquidity',
    args: [usdc, dai, usdcDaiPool.usdc, usdcDaiPool.dai, 0n, 0n, deployer, maxUint256],
  });
  return [
    mintToken('mint USDC for pools', usdc, deployer, ethUsdcPool.usdc + usdcDaiPool.usdc),
    mintToken('mint DAI for pools', dai, deployer, usdcDaiPool.dai),
    approveRouter('approve router for USDC', usdc),
    approveRouter('approve router for DAI', dai),
    { label: 'add ETH/USDC liquidity', to: router, data: addEthUsdc, value: ethUsdcPool.eth, gas: GAS.addLiquidity },
    { label: 'add USDC/DAI liquidity', to: router, data: addUsdcDai, gas: GAS.addLiquidity },
  ];
}

function accountFunding(): SeedTransaction[] {
  const { usdcPerAccount, daiPerAccount, passHolderCount, faucet } = DEVNET_SEED_AMOUNTS;
  const transactions: SeedTransaction[] = [];
  DEVNET_ACCOUNTS.forEach(({ address }, index) => {
    const usdcAmount = address === DEVNET_FAUCET_ACCOUNT.address ? faucet.usdc : usdcPerAccount;
    transactions.push(mintToken(`mint USDC to account ${index}`, usdc, address, usdcAmount));
    transactions.push(mintToken(`mint DAI to account ${index}`, dai, address, daiPerAccount));
  });
  for (const [index, { address }] of DEVNET_ACCOUNTS.slice(0, passHolderCount).entries()) {
    const data = encodeFunctionData({ abi: airlockPassAbi, functionName: 'mint', args: [address] });
    transactions.push({ label: `mint Airlock Pass to account ${index}`, to: nft, data, gas: GAS.mint });
  }
  return transactions;
}

/** Every transaction the deployer sends to seed a fresh chain, in nonce order. */
export function buildSeedTransactions(): SeedTransaction[] {
  return [...deployments(), ...liquidity(), ...accountFunding()];
}
