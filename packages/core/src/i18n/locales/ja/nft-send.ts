import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'NFT を送信',
  nftToSend: 'NFT',
  nftWholeAmount: '整数を入力してください (例: 1)',
  nftAmountAboveBalance: 'この NFT の保有数は {balance} です',
  youHold: '保有数: {balance}',
  quantity: '数量',
} satisfies NftSendMessages;
