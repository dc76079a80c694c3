import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name}에서 로그인을 요청합니다',
  askedByThisApp: '이 앱에서 로그인을 요청합니다',
  explanation: '이 계정이 본인 것임을 증명하려면 지갑에서 메시지에 서명하세요. 비용이 들지 않으며 트랜잭션을 보내지 않습니다.',
  account: '계정',
  network: '네트워크',
  statement: '메시지',
  sign: '서명',
  cancel: '취소',
  authenticating: '인증하는 중...',
  initFailed: '인증을 초기화하는 중에 문제가 발생했습니다',
} satisfies SignInMessages;
