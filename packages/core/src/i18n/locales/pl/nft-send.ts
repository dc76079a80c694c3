import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'Wyślij NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'Wpisz liczbę całkowitą, np. 1',
  nftAmountAboveBalance: 'Liczba posiadanych sztuk tego NFT: {balance}',
  youHold: 'Posiadasz: {balance}',
  quantity: 'Ilość',
} satisfies NftSendMessages;
