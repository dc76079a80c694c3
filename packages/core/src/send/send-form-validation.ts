import { enSend } from '../messages/en-send-receive';
import { nftSendAmount } from './nft-send-amount';
import { isSendableNft, type SendAsset } from './send-asset';
import { checkRecipient } from './recipient-check';
import { parseTokenAmount } from './token-amount';

export interface SendFormInput {
  token: SendAsset;
  amount: string;
  recipient: string;
  /** The estimated network fee in the native currency's smallest unit; undefined until estimated. */
  fee: bigint | undefined;
  /** What pays the fee. */
  nativeBalance: bigint;
  /** The account sending, so that sending to itself is pointed out. */
  from?: string;
}

export interface SendFormCheck {
  /** One message per field; an empty field gets none (nothing to complain about yet). */
  errors: { amount?: string; recipient?: string };
  /** What the visitor should know about a field but may send anyway. */
  warnings: { recipient?: string };
  /** Set when the amount is valid: in the token's smallest unit. */
  amount?: bigint;
  /** Set when the recipient is valid: 0x-prefixed. */
  recipient?: string;
}

function checkAmount(input: SendFormInput): { error?: string; amount?: bigint } {
  if (isSendableNft(input.token)) return nftSendAmount(input.token, input.amount, input.fee, input.nativeBalance);
  const parsed = parseTokenAmount(input.amount, input.token.decimals);
  if (!parsed.ok) {
    if (parsed.reason === 'empty') return {};
    return { error: parsed.reason === 'tooManyDecimals' ? enSend.tooManyDecimals(input.token.symbol, input.token.decimals) : enSend.invalidAmount };
  }
  if (parsed.value === 0n) return { error: enSend.amountMustBePositive };
  const token = input.token;
  const fee = input.fee ?? 0n;
  const affordable = token.address
    ? parsed.value <= token.balance && fee <= input.nativeBalance
    : parsed.value + fee <= token.balance;
  return affordable ? { amount: parsed.value } : { error: enSend.insufficientFunds };
}

/** The Send form's fields checked against the token's decimals (an NFT's whole units) and balance, and the recipient (see checkRecipient). */
export function validateSendForm(input: SendFormInput): SendFormCheck {
  const { error: amountError, amount } = checkAmount(input);
  const { error: recipientError, warning, recipient } = checkRecipient(input.recipient, input.from);
  const errors: SendFormCheck['errors'] = {};
  if (amountError) errors.amount = amountError;
  if (recipientError) errors.recipient = recipientError;
  return {
    errors,
    warnings: warning ? { recipient: warning } : {},
    ...(amount !== undefined ? { amount } : {}),
    ...(recipient !== undefined ? { recipient } : {}),
  };
}
