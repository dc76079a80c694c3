import type { GasPriceResponse } from '@airlock/protocol';
import type { ChainClient } from './chain-clients';

const BLOCKS = 5;
const PERCENTILES = [25, 50, 90];

const average = (values: bigint[]) => (values.length === 0 ? 0n : values.reduce((sum, value) => sum + value, 0n) / BigInt(values.length));

/**
 * Standard/fast/instant fees in wei: the next block's base fee plus the 25th/50th/90th
 * percentile tips of recent blocks; legacy chains without fee history use eth_gasPrice.
 */
export async function gasPrices(chain: ChainClient): Promise<GasPriceResponse> {
  let history: Awaited<ReturnType<ChainClient['client']['getFeeHistory']>> | undefined;
  try {
    history = await chain.client.getFeeHistory({ blockCount: BLOCKS, blockTag: 'latest', rewardPercentiles: PERCENTILES });
  } catch {
    history = undefined;
  }
  const nextBaseFee = history?.baseFeePerGas.at(-1);
  if (!history || nextBaseFee === undefined) {
    const gasPrice = await chain.client.getGasPrice();
    return { standard: String(gasPrice), fast: String((gasPrice * 11n) / 10n), instant: String((gasPrice * 5n) / 4n) };
  }
  const rewards = history.reward ?? [];
  const tips = PERCENTILES.map((_, index) => average(rewards.map((block) => block[index] ?? 0n)));
  const [standard, fast, instant] = tips.map((tip) => nextBaseFee + tip) as [bigint, bigint, bigint];
  const fastAtLeast = fast > standard ? fast : standard;
  const instantAtLeast = instant > fastAtLeast ? instant : fastAtLeast;
  return { standard: String(standard), fast: String(fastAtLeast), instant: String(instantAtLeast) };
}
