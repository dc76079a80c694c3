import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: '傳送 NFT',
  nftToSend: 'NFT',
  nftWholeAmount: '請輸入整數，例如 1',
  nftAmountAboveBalance: '您持有此 NFT 的數量為 {balance}',
  youHold: '持有數量：{balance}',
  quantity: '數量',
} satisfies NftSendMessages;
