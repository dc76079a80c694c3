import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'Gửi NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'Nhập một số nguyên, ví dụ 1',
  nftAmountAboveBalance: 'Bạn đang nắm giữ {balance} NFT này',
  youHold: 'Bạn đang nắm giữ {balance}',
  quantity: 'Số lượng',
} satisfies NftSendMessages;
