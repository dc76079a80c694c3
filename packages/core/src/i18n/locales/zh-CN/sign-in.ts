import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} 请求你登录',
  askedByThisApp: '此应用请求你登录',
  explanation: '在钱包中签署这条消息，以证明此账户属于你。不收取任何费用，也不会发送任何交易。',
  account: '账户',
  network: '网络',
  statement: '消息',
  sign: '签名',
  cancel: '取消',
  authenticating: '正在验证...',
  initFailed: '初始化身份验证时出现问题',
} satisfies SignInMessages;
