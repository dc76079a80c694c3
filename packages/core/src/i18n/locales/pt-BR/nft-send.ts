import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'Enviar NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'Digite um número inteiro, como 1',
  nftAmountAboveBalance: 'Você tem {balance} deste NFT',
  youHold: 'Você tem {balance}',
  quantity: 'Quantidade',
} satisfies NftSendMessages;
