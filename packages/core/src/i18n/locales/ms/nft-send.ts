import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'Hantar NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'Masukkan nombor bulat, contohnya 1',
  nftAmountAboveBalance: 'Anda memegang {balance} NFT ini',
  youHold: 'Anda memegang {balance}',
  quantity: 'Kuantiti',
} satisfies NftSendMessages;
