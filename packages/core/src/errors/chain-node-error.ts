import { AirlockError } from './airlock-error';

/** The chain node errors of spec §8, in the wording viem gives them (their parameters left out). */
export const CHAIN_NODE_ERROR_MESSAGES = {
  executionReverted: (reason?: string) =>
    reason ? `Execution reverted with reason: ${reason}.` : 'Execution reverted for an unknown reason.',
  feeCapTooHigh: 'The fee cap (`maxFeePerGas`) cannot be higher than the maximum allowed value (2^256-1).',
  feeCapTooLow: 'The fee cap (`maxFeePerGas`) cannot be lower than the block base fee.',
  nonceTooHigh: 'Nonce provided for the transaction is higher than the next one expected.',
  nonceTooLow: 'Nonce provided for the transaction is lower than the current nonce of the account.',
  nonceMaxValue: 'Nonce provided for the transaction exceeds the maximum allowed nonce.',
  insufficientFunds: 'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
  intrinsicGasTooHigh: 'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
  intrinsicGasTooLow: 'The amount of gas provided for the transaction is too low.',
  transactionTypeNotSupported: 'The transaction type is not supported for this chain.',
  tipAboveFeeCap: 'The provided tip (`maxPriorityFeePerGas`) cannot be higher than the fee cap (`maxFeePerGas`).',
} as const;

export type ChainNodeErrorKind = keyof typeof CHAIN_NODE_ERROR_MESSAGES;

/** How nodes (geth, erigon, anvil) and viem's error classes name each failure. */
const RECOGNISERS: ReadonlyArray<{ kind: ChainNodeErrorKind; className: string; nodeMessage: RegExp }> = [
  { kind: 'executionReverted', className: 'ExecutionRevertedError', nodeMessage: /execution reverted/i },
  {
    kind: 'feeCapTooHigh',
    className: 'FeeCapTooHighError',
    nodeMessage: /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i,
  },
  {
    kind: 'feeCapTooLow',
    className: 'FeeCapTooLowError',
    nodeMessage: /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i,
  },
  { kind: 'nonceTooHigh', className: 'NonceTooHighError', nodeMessage: /nonce too high/i },
  { kind: 'nonceTooLow', className: 'NonceTooLowError', nodeMessage: /nonce too low|transaction already imported|already known/i },
  { kind: 'nonceMaxValue', className: 'NonceMaxValueError', nodeMessage: /nonce has max value/i },
  {
    kind: 'insufficientFunds',
    className: 'InsufficientFundsError',
    nodeMessage: /insufficient funds|exceeds transaction sender account balance/i,
  },
  { kind: 'intrinsicGasTooHigh', className: 'IntrinsicGasTooHighError', nodeMessage: /intrinsic gas too high|gas limit reached/i },
  { kind: 'intrinsicGasTooLow', className: 'IntrinsicGasTooLowError', nodeMessage: /intrinsic gas too low/i },
  { kind: 'transactionTypeNotSupported', className: 'TransactionTypeNotSupportedError', nodeMessage: /transaction type not valid/i },
  {
    kind: 'tipAboveFeeCap',
    className: 'TipAboveFeeCapError',
    nodeMessage: /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i,
  },
];

const REVERT_REASON = /execution reverted(?::| with reason:)\s*(.+?)\.?\s*$/im;

/** A transaction the chain node refused, with the spec §8 message for it. */
export class ChainNodeError extends AirlockError {
  override readonly name = 'ChainNodeError';
  readonly kind: ChainNodeErrorKind;
  /** The revert reason the node gave, if any. */
  readonly reason?: string;

  constructor(kind: ChainNodeErrorKind, options: { reason?: string; details?: string; cause?: unknown } = {}) {
    const message =
      kind === 'executionReverted' ? CHAIN_NODE_ERROR_MESSAGES.executionReverted(options.reason) : CHAIN_NODE_ERROR_MESSAGES[kind];
    super(message, { code: 'CHAIN_NODE_ERROR', details: options.details, cause: options.cause });
    this.kind = kind;
    if (options.reason !== undefined) this.reason = options.reason;
  }
}

function* causeChain(error: unknown): Generator<{ name?: unknown; message?: unknown; details?: unknown; shortMessage?: unknown }> {
  let current = error;
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth += 1) {
    yield current as object;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The chain node error behind `error` (wrapped by a wallet, viem or the frame), or undefined for any other failure. */
export function toChainNodeError(error: unknown): ChainNodeError | undefined {
  if (error instanceof ChainNodeError) return error;
  for (const link of causeChain(error)) {
    const texts = [link.details, link.shortMessage, link.message].filter((text): text is string => typeof text === 'string');
    const recogniser = RECOGNISERS.find(
      (candidate) => link.name === candidate.className || texts.some((text) => candidate.nodeMessage.test(text)),
    );
    if (!recogniser) continue;
    const reason = recogniser.kind === 'executionReverted' ? texts.map((text) => REVERT_REASON.exec(text)?.[1]).find(Boolean) : undefined;
    return new ChainNodeError(recogniser.kind, { reason, details: texts[0], cause: error });
  }
  return undefined;
}
