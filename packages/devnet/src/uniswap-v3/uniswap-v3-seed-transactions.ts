import { encodeDeployData, encodeFunctionData, maxUint256, zeroAddress, type Address, type Hex } from 'viem';
import { airlockTokenAbi } from '../abi/airlock-token-abi';
import { swapRouter02Abi } from '../abi/swap-router02-abi';
import { uniswapV3FactoryAbi } from '../abi/uniswap-v3-factory-abi';
import { uniswapV3PositionManagerAbi } from '../abi/uniswap-v3-position-manager-abi';
import { uniswapV3QuoterV2Abi } from '../abi/uniswap-v3-quoter-v2-abi';
import { weth9Abi } from '../abi/weth9-abi';
import { loadContractBytecodes } from '../contract-artifacts';
import { DEVNET_ACCOUNTS } from '../devnet-accounts';
import { DEVNET_ADDRESSES } from '../devnet-addresses';
import { DEVNET_DEPLOYER } from '../devnet-deployer';
import { DEVNET_SEED_AMOUNTS } from '../devnet-seed-amounts';
import { DEVNET_TOKENS } from '../devnet-tokens';
import { mintToken, type SeedTransaction } from '../seed-transactions';
import { DEVNET_UNISWAP_V3_POOLS, type DevnetUniswapV3Pool } from './devnet-uniswap-v3-pools';
import { fullRangeTicks, UNISWAP_V3_TICK_SPACINGS } from './full-range-ticks';
import { sqrtPriceX96 } from './sqrt-price-x96';

// Measured gas use plus headroom; a step that runs out reverts and seeding reports it.
const GAS = {
  deployToken: 1_200_000n,
  deployFactory: 6_500_000n,
  deployPositionManager: 6_500_000n,
  deployQuoter: 2_200_000n,
  deploySwapRouter: 6_500_000n,
  enableFee: 80_000n,
  wrap: 80_000n,
  approve: 80_000n,
  createPool: 5_500_000n,
  mintPosition: 750_000n,
} as const;

const { weth, uni, uniswapV3Factory: factory, uniswapV3PositionManager: positionManager } = DEVNET_ADDRESSES;
const deployer = DEVNET_DEPLOYER.address;

function deployments(): SeedTransaction[] {
  const bytecode = loadContractBytecodes();
  const deploy = (label: string, expectedAddress: Address, data: Hex, gas: bigint): SeedTransaction => ({
    label,
    data,
    gas,
    expectedAddress,
  });
  const { name, symbol, decimals } = DEVNET_TOKENS.uni;
  return [
    deploy(
      'deploy UNI',
      uni,
      encodeDeployData({ abi: airlockTokenAbi, bytecode: bytecode.airlockToken, args: [name, symbol, decimals] }),
      GAS.deployToken,
    ),
    deploy('deploy UniswapV3Factory', factory, bytecode.uniswapV3Factory, GAS.deployFactory),
    deploy(
      'deploy NonfungiblePositionManager',
      positionManager,
      // The token descriptor only renders tokenURI, which nothing on the devnet reads.
      encodeDeployData({
        abi: uniswapV3PositionManagerAbi,
        bytecode: bytecode.uniswapV3PositionManager,
        args: [factory, weth, zeroAddress],
      }),
      GAS.deployPositionManager,
    ),
    deploy(
      'deploy QuoterV2',
      DEVNET_ADDRESSES.uniswapV3QuoterV2,
      encodeDeployData({ abi: uniswapV3QuoterV2Abi, bytecode: bytecode.uniswapV3QuoterV2, args: [factory, weth] }),
      GAS.deployQuoter,
    ),
    deploy(
      'deploy SwapRouter02',
      DEVNET_ADDRESSES.swapRouter02,
      encodeDeployData({
        abi: swapRouter02Abi,
        bytecode: bytecode.swapRouter02,
        args: [DEVNET_ADDRESSES.uniswapV2Factory, factory, positionManager, weth],
      }),
      GAS.deploySwapRouter,
    ),
    {
      // A new factory has the 500, 3000 and 10000 tiers; mainnet's governance added 100 later.
      label: 'enable the 0.01 % fee tier',
      to: factory,
      data: encodeFunctionData({
        abi: uniswapV3FactoryAbi,
        functionName: 'enableFeeAmount',
        args: [100, UNISWAP_V3_TICK_SPACINGS[100]],
      }),
      gas: GAS.enableFee,
    },
  ];
}

function totalDeposit(token: keyof typeof DEVNET_TOKENS): bigint {
  return DEVNET_UNISWAP_V3_POOLS.reduce(
    (sum, pool: DevnetUniswapV3Pool) => sum + (pool.tokenA === token ? pool.amountA : 0n) + (pool.tokenB === token ? pool.amountB : 0n),
    0n,
  );
}

function poolFunding(): SeedTransaction[] {
  const minted = (['usdc', 'dai', 'uni'] as const).map((key) =>
    mintToken(`mint ${DEVNET_TOKENS[key].symbol} for V3 pools`, DEVNET_TOKENS[key].address, deployer, totalDeposit(key)),
  );
  const wrap: SeedTransaction = {
    label: 'wrap ETH for V3 pools',
    to: weth,
    data: encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }),
    value: totalDeposit('weth'),
    gas: GAS.wrap,
  };
  const approvals = (['weth', 'usdc', 'dai', 'uni'] as const).map(
    (key): SeedTransaction => ({
      label: `approve position manager for ${DEVNET_TOKENS[key].symbol}`,
      to: DEVNET_TOKENS[key].address,
      data: encodeFunctionData({ abi: airlockTokenAbi, functionName: 'approve', args: [positionManager, maxUint256] }),
      gas: GAS.approve,
    }),
  );
  return [...minted, wrap, ...approvals];
}

function poolSteps(pool: DevnetUniswapV3Pool): SeedTransaction[] {
  const a = { token: DEVNET_TOKENS[pool.tokenA].address, amount: pool.amountA };
  const b = { token: DEVNET_TOKENS[pool.tokenB].address, amount: pool.amountB };
  const [first, second] = BigInt(a.token) < BigInt(b.token) ? [a, b] : [b, a];
  const name = `V3 ${DEVNET_TOKENS[pool.tokenA].symbol}/${DEVNET_TOKENS[pool.tokenB].symbol} ${pool.fee}`;
  const create = encodeFunctionData({
    abi: uniswapV3PositionManagerAbi,
    functionName: 'createAndInitializePoolIfNecessary',
    args: [first.token, second.token, pool.fee, sqrtPriceX96(first.amount, second.amount)],
  });
  const mint = encodeFunctionData({
    abi: uniswapV3PositionManagerAbi,
    functionName: 'mint',
    args: [
      {
        token0: first.token,
        token1: second.token,
        fee: pool.fee,
        ...fullRangeTicks(pool.fee),
        amount0Desired: first.amount,
        amount1Desired: second.amount,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: deployer,
        deadline: maxUint256,
      },
    ],
  });
  return [
    { label: `create ${name}`, to: positionManager, data: create, gas: GAS.createPool },
    { label: `add full-range liquidity to ${name}`, to: positionManager, data: mint, gas: GAS.mintPosition },
  ];
}

/**
 * Deploys UNI and Uniswap V3 (factory, position manager, QuoterV2, SwapRouter02), creates and fills
 * DEVNET_UNISWAP_V3_POOLS and gives every account UNI. Sent after every other seeding step, so the
 * addresses before them stay where they were.
 */
export function buildUniswapV3SeedTransactions(): SeedTransaction[] {
  const accountUni = DEVNET_ACCOUNTS.map(({ address }, index) =>
    mintToken(`mint UNI to account ${index}`, uni, address, DEVNET_SEED_AMOUNTS.uniPerAccount),
  );
  return [...deployments(), ...poolFunding(), ...DEVNET_UNISWAP_V3_POOLS.flatMap(poolSteps), ...accountUni];
}
