import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'إرسال NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'أدخل عددًا صحيحًا، مثل 1',
  nftAmountAboveBalance: 'تملك {balance} فقط من هذا الـ NFT',
  youHold: 'تملك {balance}',
  quantity: 'الكمية',
} satisfies NftSendMessages;
