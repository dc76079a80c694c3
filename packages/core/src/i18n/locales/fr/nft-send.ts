import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'Envoyer un NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'Saisissez un nombre entier, par exemple 1',
  nftAmountAboveBalance: 'Quantité détenue de ce NFT : {balance}',
  youHold: 'Vous détenez {balance}',
  quantity: 'Quantité',
} satisfies NftSendMessages;
