import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} просит вас войти',
  askedByThisApp: 'Это приложение просит вас войти',
  explanation:
    'Подпишите сообщение в кошельке, чтобы подтвердить, что этот аккаунт ваш. Это бесплатно, и никакая транзакция не отправляется.',
  account: 'Аккаунт',
  network: 'Сеть',
  statement: 'Сообщение',
  sign: 'Подписать',
  cancel: 'Отмена',
  authenticating: 'Проверка подлинности...',
  initFailed: 'Не удалось запустить проверку подлинности',
} satisfies SignInMessages;
