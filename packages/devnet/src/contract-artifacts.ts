import { createRequire } from 'node:module';
import type { Hex } from 'viem';

export interface ContractBytecodes {
  airlockToken: Hex;
  airlockPass: Hex;
  airlockDevnetPunks: Hex;
  airlockDevnetItems: Hex;
  multicall3: Hex;
  batchExecutor: Hex;
  weth9: Hex;
  uniswapV2Factory: Hex;
  uniswapV2Router02: Hex;
  uniswapV3Factory: Hex;
  uniswapV3PositionManager: Hex;
  uniswapV3QuoterV2: Hex;
  swapRouter02: Hex;
}

interface CompiledArtifacts {
  contracts: Record<
    'AirlockToken' | 'AirlockPass' | 'AirlockDevnetPunks' | 'AirlockDevnetItems' | 'Multicall3' | 'BatchExecutor',
    { bytecode: Hex }
  >;
}

let cached: ContractBytecodes | undefined;

/** Creation bytecode of every seeded contract: ours from contracts/artifacts.json, the rest from the Uniswap npm builds. */
export function loadContractBytecodes(): ContractBytecodes {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const ours = (require('../contracts/artifacts.json') as CompiledArtifacts).contracts;
  const uniswap = (path: string): Hex => `0x${(require(path) as { bytecode: string }).bytecode}`;
  // The V3 packages ship Hardhat artifacts: bytecode already 0x-prefixed, and none needs library linking.
  const hardhat = (path: string): Hex => (require(path) as { bytecode: Hex }).bytecode;
  cached = {
    airlockToken: ours.AirlockToken.bytecode,
    airlockPass: ours.AirlockPass.bytecode,
    airlockDevnetPunks: ours.AirlockDevnetPunks.bytecode,
    airlockDevnetItems: ours.AirlockDevnetItems.bytecode,
    multicall3: ours.Multicall3.bytecode,
    batchExecutor: ours.BatchExecutor.bytecode,
    weth9: uniswap('@uniswap/v2-periphery/build/WETH9.json'),
    uniswapV2Factory: uniswap('@uniswap/v2-core/build/UniswapV2Factory.json'),
    uniswapV2Router02: uniswap('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    uniswapV3Factory: hardhat('@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json'),
    uniswapV3PositionManager: hardhat(
      '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
    ),
    uniswapV3QuoterV2: hardhat('@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json'),
    swapRouter02: hardhat('@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json'),
  };
  return cached;
}
