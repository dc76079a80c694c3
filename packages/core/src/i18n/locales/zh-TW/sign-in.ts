import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} 要求你登入',
  askedByThisApp: '此應用程式要求你登入',
  explanation: '在錢包中簽署這則訊息，以證明此帳戶屬於你。不收取任何費用，也不會傳送任何交易。',
  account: '帳戶',
  network: '網路',
  statement: '訊息',
  sign: '簽署',
  cancel: '取消',
  authenticating: '正在驗證...',
  initFailed: '初始化驗證時發生問題',
} satisfies SignInMessages;
