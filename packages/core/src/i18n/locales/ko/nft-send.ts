import type { NftSendMessages } from '../../catalogue-types';

export const nftSend = {
  sendNftForm: 'NFT 보내기',
  nftToSend: 'NFT',
  nftWholeAmount: '정수를 입력하세요(예: 1)',
  nftAmountAboveBalance: '이 NFT의 보유 수량은 {balance}개입니다',
  youHold: '보유 수량: {balance}',
  quantity: '수량',
} satisfies NftSendMessages;
