import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'NFT भेजें',
  nftToSend: 'NFT',
  nftWholeAmount: 'पूर्ण संख्या दर्ज करें, जैसे 1',
  nftAmountAboveBalance: 'आपके पास इस NFT के {balance} हैं',
  youHold: 'आपके पास {balance}',
  quantity: 'मात्रा',
} satisfies NftSendMessages;
