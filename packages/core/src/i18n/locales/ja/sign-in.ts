import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} がサインインを求めています',
  askedByThisApp: 'このアプリがサインインを求めています',
  explanation:
    'このアカウントがあなたのものであることを証明するため、ウォレットでメッセージに署名してください。費用はかからず、トランザクションも送信されません。',
  account: 'アカウント',
  network: 'ネットワーク',
  statement: 'メッセージ',
  sign: '署名',
  cancel: 'キャンセル',
  authenticating: '認証しています...',
  initFailed: '認証の初期化中に問題が発生しました',
} satisfies SignInMessages;
