import { formatMessage } from '@airlock/protocol';
import { ENGLISH_SEND_TEXTS, type SendTexts } from './send-texts';
import type { SendableNft } from './sendable-nft';

const WHOLE_NUMBER = /^\d+$/;

/** How many of the NFT to send, as typed: a whole number from 1 to the balance, with the fee within the native balance. */
export function nftSendAmount(
  nft: SendableNft,
  text: string,
  fee: bigint | undefined,
  nativeBalance: bigint,
  { send, nftSend }: SendTexts = ENGLISH_SEND_TEXTS,
): { error?: string; amount?: bigint } {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (!WHOLE_NUMBER.test(trimmed)) return { error: nftSend.nftWholeAmount };
  const amount = BigInt(trimmed);
  if (amount === 0n) return { error: send.amountMustBePositive };
  if (amount > nft.balance) return { error: formatMessage(nftSend.nftAmountAboveBalance, { balance: nft.balance.toString() }) };
  if ((fee ?? 0n) > nativeBalance) return { error: send.insufficientFunds };
  return { amount };
}
