import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} просить вас увійти',
  askedByThisApp: 'Цей застосунок просить вас увійти',
  explanation:
    'Підпишіть повідомлення в гаманці, щоб підтвердити, що цей обліковий запис ваш. Це безкоштовно й не надсилає жодної транзакції.',
  account: 'Обліковий запис',
  network: 'Мережа',
  statement: 'Повідомлення',
  sign: 'Підписати',
  cancel: 'Скасувати',
  authenticating: 'Автентифікація...',
  initFailed: 'Під час запуску автентифікації сталася проблема',
} satisfies SignInMessages;
