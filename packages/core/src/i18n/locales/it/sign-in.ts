import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} ti chiede di accedere',
  askedByThisApp: 'Questa app ti chiede di accedere',
  explanation: 'Firma il messaggio nel tuo wallet per dimostrare che questo account è tuo. Non costa nulla e non invia alcuna transazione.',
  account: 'Account',
  network: 'Rete',
  statement: 'Messaggio',
  sign: 'Firma',
  cancel: 'Annulla',
  authenticating: 'Autenticazione in corso...',
  initFailed: 'Si è verificato un problema durante l’avvio dell’autenticazione',
} satisfies SignInMessages;
