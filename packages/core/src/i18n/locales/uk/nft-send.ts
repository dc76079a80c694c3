import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'Надсилання NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'Введіть ціле число, наприклад 1',
  nftAmountAboveBalance: 'У вас {balance} цього NFT',
  youHold: 'У вас {balance}',
  quantity: 'Кількість',
} satisfies NftSendMessages;
