import type { ChainState } from '../connection/chain-store';
import type { Network } from '../network/network';
import type { SendAsset } from './send-asset';
import { sendableNft } from './sendable-nft';
import { sendableTokens, type SendableToken } from './sendable-token';
import type { SendFormState } from './send-form-store';
import { validateSendForm, type SendFormCheck } from './send-form-validation';
import type { SendTexts } from './send-texts';

/** The Send form read against the active account: what it can send, the chosen token or NFT and the fields checked. */
export interface SendDraft {
  address: string;
  network: Network;
  tokens: SendableToken[];
  /** The NFT chosen in the NFTs tab when it is on this network, else the chosen token. */
  token?: SendAsset;
  nativeToken?: SendableToken;
  check: SendFormCheck;
}

/** `texts`: the words of the fields' messages (the modal's locale), English by default. */
export function sendDraft(chain: ChainState, form: SendFormState, texts?: SendTexts): SendDraft | undefined {
  const active = chain.namespaces[chain.activeNamespace];
  const address = active?.account.address;
  const network = active?.network.caipNetwork;
  if (active?.account.status !== 'connected' || !address || !network) return undefined;
  const tokens = sendableTokens(network, active.account.tokenBalances, active.account.balance);
  const nft = form.nft && form.nft.chainId === network.id ? sendableNft(form.nft) : undefined;
  const token = nft ?? tokens.find((candidate) => candidate.key === form.tokenKey) ?? tokens[0];
  const nativeToken = tokens.find((candidate) => !candidate.address);
  const check = token
    ? validateSendForm({
        token,
        amount: form.amount,
        recipient: form.recipient,
        // A name looked up on another network is looked up again: its address is per chain.
        recipientName: form.recipientName?.chainId === network.caipNetworkId ? form.recipientName : undefined,
        fee: form.fee,
        nativeBalance: nativeToken?.balance ?? 0n,
        from: address,
        texts,
      })
    : { errors: {}, warnings: {} };
  return { address, network, tokens, token, nativeToken, check };
}
