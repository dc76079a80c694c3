import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'ส่ง NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'ป้อนจำนวนเต็ม เช่น 1',
  nftAmountAboveBalance: 'คุณถือ NFT นี้อยู่ {balance} ชิ้น',
  youHold: 'คุณถืออยู่ {balance} ชิ้น',
  quantity: 'จำนวน',
} satisfies NftSendMessages;
