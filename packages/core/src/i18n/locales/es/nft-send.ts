import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'Enviar NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'Ingrese un número entero, como 1',
  nftAmountAboveBalance: 'Tiene {balance} de este NFT',
  youHold: 'Tiene {balance}',
  quantity: 'Cantidad',
} satisfies NftSendMessages;
