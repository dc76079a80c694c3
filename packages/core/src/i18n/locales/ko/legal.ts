import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: '{terms} 및 {privacy}에 동의합니다',
  agreeOne: '{document}에 동의합니다',
  termsOfService: '서비스 약관',
  privacyPolicy: '개인정보 처리방침',
  required: '연결하기 전에 상자를 선택하여 동의하세요.',
} satisfies LegalMessages;
