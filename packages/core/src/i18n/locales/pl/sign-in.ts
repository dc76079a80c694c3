import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} prosi o zalogowanie się',
  askedByThisApp: 'Ta aplikacja prosi o zalogowanie się',
  explanation:
    'Podpisz wiadomość w portfelu, aby potwierdzić, że to konto należy do Ciebie. Nic nie kosztuje i nie wysyła żadnej transakcji.',
  account: 'Konto',
  network: 'Sieć',
  statement: 'Wiadomość',
  sign: 'Podpisz',
  cancel: 'Anuluj',
  authenticating: 'Uwierzytelnianie...',
  initFailed: 'Wystąpił problem podczas inicjowania uwierzytelniania',
} satisfies SignInMessages;
