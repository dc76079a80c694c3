import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'Отправка NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'Введите целое число, например 1',
  nftAmountAboveBalance: 'У вас {balance} этого NFT',
  youHold: 'У вас {balance}',
  quantity: 'Количество',
} satisfies NftSendMessages;
