import {
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  type Account,
  type Address,
  type Chain,
  type Hex,
  type Transport,
  type WalletClient,
} from 'viem';
import type { ChainClient } from '../blockchain/chain-clients';
import { FaucetEmptyError } from './faucet-empty-error';
import type { FaucetTransfer } from './faucet-transfers';

export type FaucetWallet = WalletClient<Transport, Chain, Account>;

type Fees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint };

/** A transfer with its gas and fees fixed, so what the faucet was checked to afford is what it pays. */
export interface PlannedTransfer extends FaucetTransfer {
  call: { to: Address; value?: bigint; data?: Hex };
  gas: bigint;
  fees: Fees;
}

function callFor(transfer: FaucetTransfer, to: Address): PlannedTransfer['call'] {
  if (!transfer.token) return { to, value: transfer.units };
  return { to: transfer.token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, transfer.units] }) };
}

function highestPricePerGas(fees: Fees): bigint {
  return 'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas;
}

/**
 * Checks that the faucet holds every token amount and the native amount plus the most the gas of
 * all transfers can cost, and throws FaucetEmptyError if not. Estimating gas before anything is
 * sent also finds a recipient that would reject one of the transfers.
 */
export async function planFaucetGrant(
  chain: ChainClient,
  wallet: FaucetWallet,
  to: Address,
  transfers: FaucetTransfer[],
): Promise<PlannedTransfer[]> {
  const from = wallet.account.address;
  const chainId = chain.config.caipNetworkId;
  const native = chain.config.nativeCurrency;
  const [nativeHeld, ...held] = await Promise.all([
    chain.client.getBalance({ address: from }),
    ...transfers.map((transfer) =>
      transfer.token
        ? chain.client.readContract({ address: transfer.token, abi: erc20Abi, functionName: 'balanceOf', args: [from] })
        : Promise.resolve(0n),
    ),
  ]);
  const nativeValue = transfers.reduce((total, transfer) => (transfer.token ? total : total + transfer.units), 0n);
  const describe = (amount: bigint, decimals: number, symbol: string, needed: bigint) =>
    `holds ${formatUnits(amount, decimals)} ${symbol}, a grant needs ${formatUnits(needed, decimals)} ${symbol}`;
  const shortfalls = transfers.flatMap((transfer, index) =>
    transfer.token && held[index]! < transfer.units ? [describe(held[index]!, transfer.decimals, transfer.symbol, transfer.units)] : [],
  );
  if (nativeHeld < nativeValue) shortfalls.push(describe(nativeHeld, native.decimals, native.symbol, nativeValue));
  if (shortfalls.length > 0) throw new FaucetEmptyError(chainId, shortfalls.join('; '));

  const planned = await Promise.all(
    transfers.map(async (transfer): Promise<PlannedTransfer> => {
      const call = callFor(transfer, to);
      const prepared = await wallet.prepareTransactionRequest({ ...call, parameters: ['fees', 'gas'] });
      const fees: Fees =
        prepared.maxFeePerGas !== undefined && prepared.maxPriorityFeePerGas !== undefined
          ? { maxFeePerGas: prepared.maxFeePerGas, maxPriorityFeePerGas: prepared.maxPriorityFeePerGas }
          : { gasPrice: prepared.gasPrice! };
      return { ...transfer, call, gas: prepared.gas, fees };
    }),
  );
  const mostGasCost = planned.reduce((total, transfer) => total + transfer.gas * highestPricePerGas(transfer.fees), 0n);
  if (nativeHeld < nativeValue + mostGasCost) {
    throw new FaucetEmptyError(chainId, `${describe(nativeHeld, native.decimals, native.symbol, nativeValue + mostGasCost)} with gas`);
  }
  return planned;
}
