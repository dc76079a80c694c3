import { formatMessage } from '@airlock/protocol';
import { ENGLISH_SEND_TEXTS, type SendTexts } from './send-texts';
import { nftSendAmount } from './nft-send-amount';
import { isSendableNft, type SendAsset } from './send-asset';
import { checkRecipient } from './recipient-check';
import type { RecipientNameResolution } from '../names/recipient-name';
import { parseTokenAmount } from './token-amount';

export interface SendFormInput {
  token: SendAsset;
  amount: string;
  recipient: string;
  /** When the recipient is a name: its lookup. */
  recipientName?: RecipientNameResolution;
  /** The estimated network fee in the native currency's smallest unit; undefined until estimated. */
  fee: bigint | undefined;
  /** What pays the fee. */
  nativeBalance: bigint;
  /** The account sending, so that sending to itself is pointed out. */
  from?: string;
  /** The words of the messages (the modal's locale); English by default. */
  texts?: SendTexts;
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
  /** Set when the recipient was typed as a name that resolved to `recipient`. */
  recipientName?: string;
  /** The recipient is a name still being looked up. */
  resolvingName?: boolean;
}

function checkAmount(input: SendFormInput, texts: SendTexts): { error?: string; amount?: bigint } {
  const { send } = texts;
  if (isSendableNft(input.token)) return nftSendAmount(input.token, input.amount, input.fee, input.nativeBalance, texts);
  const parsed = parseTokenAmount(input.amount, input.token.decimals);
  if (!parsed.ok) {
    if (parsed.reason === 'empty') return {};
    return {
      error:
        parsed.reason === 'tooManyDecimals'
          ? formatMessage(send.tooManyDecimals, { symbol: input.token.symbol, decimals: input.token.decimals })
          : send.invalidAmount,
    };
  }
  if (parsed.value === 0n) return { error: send.amountMustBePositive };
  const token = input.token;
  const fee = input.fee ?? 0n;
  const affordable = token.address ? parsed.value <= token.balance && fee <= input.nativeBalance : parsed.value + fee <= token.balance;
  return affordable ? { amount: parsed.value } : { error: send.insufficientFunds };
}

/**
 * The Send form's fields checked against the token's decimals (an NFT's whole units) and balance, and the recipient (see checkRecipient).
 */
export function validateSendForm(input: SendFormInput): SendFormCheck {
  const texts = input.texts ?? ENGLISH_SEND_TEXTS;
  const { error: amountError, amount } = checkAmount(input, texts);
  const recipientCheck = checkRecipient(input.recipient, input.from, texts.send, input.recipientName);
  const { error: recipientError, warning, recipient } = recipientCheck;
  const errors: SendFormCheck['errors'] = {};
  if (amountError) errors.amount = amountError;
  if (recipientError) errors.recipient = recipientError;
  return {
    errors,
    warnings: warning ? { recipient: warning } : {},
    ...(amount !== undefined ? { amount } : {}),
    ...(recipient !== undefined ? { recipient } : {}),
    ...(recipientCheck.name !== undefined ? { recipientName: recipientCheck.name } : {}),
    ...(recipientCheck.resolving ? { resolvingName: true } : {}),
  };
}
