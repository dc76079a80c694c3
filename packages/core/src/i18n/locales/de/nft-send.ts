import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'NFT senden',
  nftToSend: 'NFT',
  nftWholeAmount: 'Geben Sie eine ganze Zahl ein, z. B. 1',
  nftAmountAboveBalance: 'Sie besitzen {balance} Stück dieses NFTs',
  youHold: 'Sie besitzen {balance}',
  quantity: 'Anzahl',
} satisfies NftSendMessages;
