import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'Invia NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'Inserisci un numero intero, ad esempio 1',
  nftAmountAboveBalance: 'Possiedi {balance} di questo NFT',
  youHold: 'Possiedi {balance}',
  quantity: 'Quantità',
} satisfies NftSendMessages;
