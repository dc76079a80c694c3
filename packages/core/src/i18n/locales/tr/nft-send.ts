import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'NFT gönder',
  nftToSend: 'NFT',
  nftWholeAmount: 'Tam sayı girin, örneğin 1',
  nftAmountAboveBalance: 'Bu NFT’den elinizde {balance} adet var',
  youHold: 'Elinizdeki: {balance}',
  quantity: 'Adet',
} satisfies NftSendMessages;
