import type { AccountNft } from '@airlock/protocol';
import { initialSendForm, nftSendForm, type AirlockClient } from '@airlock/core';

/** Opens the Send flow with `nft` chosen (from the NFTs tab's detail view). */
export function openNftSend(client: AirlockClient, nft: AccountNft): void {
  client.sendForm.setState(nftSendForm(nft), true);
  client.router.push('Send');
}

/** Opens the Send flow for tokens: an NFT chosen earlier and not yet sent is let go. */
export function openTokenSend(client: AirlockClient): void {
  const form = client.sendForm.getState();
  if (form.nft && (form.step === 'form' || form.step === 'preview')) client.sendForm.setState(initialSendForm(), true);
  client.router.push('Send');
}
