import type { AccountNft } from '@airlock/protocol';
import { nftSendForm, sendFormOnOpen, type AirlockClient } from '@airlock/core';

/** Opens the Send flow with `nft` chosen (from the NFTs tab's detail view). */
export function openNftSend(client: AirlockClient, nft: AccountNft): void {
  client.sendForm.setState(nftSendForm(nft), true);
  client.router.push('Send');
}

/**
 * Opens the Send flow for tokens from the Account view: afresh (a form or preview left behind, an NFT
 * chosen earlier, a finished send are let go), unless a send is under way, whose status it shows.
 */
export function openTokenSend(client: AirlockClient): void {
  client.sendForm.setState(sendFormOnOpen(client.sendForm.getState()), true);
  client.router.push('Send');
}
