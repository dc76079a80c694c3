import type { AccountNft } from '@airlock/protocol';
import { initialSendForm, type SendFormState } from './send-form-store';

/** A fresh Send form with `nft` chosen and 1 of it to send. */
export function nftSendForm(nft: AccountNft): SendFormState {
  return { ...initialSendForm(), nft, amount: '1' };
}
