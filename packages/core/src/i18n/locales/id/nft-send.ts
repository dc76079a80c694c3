import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'Kirim NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'Masukkan bilangan bulat, misalnya 1',
  nftAmountAboveBalance: 'Anda memiliki {balance} NFT ini',
  youHold: 'Anda memiliki {balance}',
  quantity: 'Jumlah',
} satisfies NftSendMessages;
