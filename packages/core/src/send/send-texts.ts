import type { NftSendMessages, SendMessages } from '../i18n/catalogue-types';
import { nftSend } from '../i18n/locales/en/nft-send';
import { send } from '../i18n/locales/en/send';

/** The catalogue parts the Send form's checks speak in. */
export interface SendTexts {
  send: SendMessages;
  nftSend: NftSendMessages;
}

export const ENGLISH_SEND_TEXTS: SendTexts = { send, nftSend };
