import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'NFT versturen',
  nftToSend: 'NFT',
  nftWholeAmount: 'Voer een heel getal in, bijvoorbeeld 1',
  nftAmountAboveBalance: 'Je hebt {balance} van deze NFT',
  youHold: 'Je hebt {balance}',
  quantity: 'Aantal',
} satisfies NftSendMessages;
