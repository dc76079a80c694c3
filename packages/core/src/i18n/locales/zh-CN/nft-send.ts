import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: '发送 NFT',
  nftToSend: 'NFT',
  nftWholeAmount: '请输入整数，例如 1',
  nftAmountAboveBalance: '您持有此 NFT 的数量为 {balance}',
  youHold: '持有数量：{balance}',
  quantity: '数量',
} satisfies NftSendMessages;
