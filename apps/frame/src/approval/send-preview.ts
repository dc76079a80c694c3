/** One transaction's gas and fees, as 0x quantities: EIP-1559's or a legacy gas price. */
export interface FeeFields {
  gas: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  gasPrice?: string;
}

/**
 * The server's airlock_previewSend answer: the gas and fees of each transaction a send will be
 * (the same planFees the send uses), the native currency, its USD price if known, and the
 * EIP-7702 delegation a batch's transaction carries. The frame shows it and, on Approve, sends
 * these very fees back with the request.
 */
export interface SendPreview {
  transactions: FeeFields[];
  nativeCurrency: { symbol: string; decimals: number };
  usdPerNative: number | null;
  delegation?: { executor: string };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
// Plain checks, no viem: the wallet reads the preview before the approval view (and its decoding) loads.
const quantity = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value);
const address = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);

function readFees(value: unknown): FeeFields | undefined {
  if (!isObject(value) || !quantity(value.gas)) return undefined;
  if (quantity(value.maxFeePerGas) && quantity(value.maxPriorityFeePerGas) && value.gasPrice === undefined) {
    return { gas: value.gas, maxFeePerGas: value.maxFeePerGas, maxPriorityFeePerGas: value.maxPriorityFeePerGas };
  }
  if (quantity(value.gasPrice) && value.maxFeePerGas === undefined && value.maxPriorityFeePerGas === undefined)
    return { gas: value.gas, gasPrice: value.gasPrice };
  return undefined;
}

/** The answer checked field by field; undefined when it is not a preview (nothing is then shown for approval). */
export function readSendPreview(answer: unknown): SendPreview | undefined {
  if (!isObject(answer) || !Array.isArray(answer.transactions) || answer.transactions.length === 0) return undefined;
  const transactions = answer.transactions.map(readFees);
  if (transactions.some((fees) => fees === undefined)) return undefined;
  const currency = answer.nativeCurrency;
  if (!isObject(currency) || typeof currency.symbol !== 'string' || currency.symbol.length > 16) return undefined;
  if (typeof currency.decimals !== 'number' || !Number.isSafeInteger(currency.decimals) || currency.decimals < 0 || currency.decimals > 36)
    return undefined;
  const usd = answer.usdPerNative;
  if (usd !== null && (typeof usd !== 'number' || !Number.isFinite(usd) || usd <= 0)) return undefined;
  const delegation = answer.delegation;
  if (delegation !== undefined && (!isObject(delegation) || !address(delegation.executor))) return undefined;
  return {
    transactions: transactions as FeeFields[],
    nativeCurrency: { symbol: currency.symbol, decimals: currency.decimals },
    usdPerNative: usd,
    ...(isObject(delegation) && address(delegation.executor) ? { delegation: { executor: delegation.executor } } : {}),
  };
}
