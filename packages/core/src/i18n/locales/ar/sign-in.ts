import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: 'يطلب {name} منك تسجيل الدخول',
  askedByThisApp: 'يطلب منك هذا التطبيق تسجيل الدخول',
  explanation: 'وقّع الرسالة في محفظتك لإثبات أن هذا الحساب لك. لا يكلّف ذلك شيئًا ولا يرسل أي معاملة.',
  account: 'الحساب',
  network: 'الشبكة',
  statement: 'الرسالة',
  sign: 'توقيع',
  cancel: 'إلغاء',
  authenticating: 'جارٍ المصادقة...',
  initFailed: 'حدثت مشكلة أثناء محاولة تهيئة المصادقة',
} satisfies SignInMessages;
