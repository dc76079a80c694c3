import { enSend } from '../messages/en-send-receive';
import { enNftSend } from '../messages/en-nft-send';
import type { SendableNft } from './sendable-nft';

const WHOLE_NUMBER = /^\d+$/;

/** How many of the NFT to send, as typed: a whole number from 1 to the balance, with the fee within the native balance. */
export function nftSendAmount(nft: SendableNft, text: string, fee: bigint | undefined, nativeBalance: bigint): { error?: string; amount?: bigint } {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (!WHOLE_NUMBER.test(trimmed)) return { error: enNftSend.nftWholeAmount };
  const amount = BigInt(trimmed);
  if (amount === 0n) return { error: enSend.amountMustBePositive };
  if (amount > nft.balance) return { error: enNftSend.nftAmountAboveBalance(nft.balance.toString()) };
  if ((fee ?? 0n) > nativeBalance) return { error: enSend.insufficientFunds };
  return { amount };
}
