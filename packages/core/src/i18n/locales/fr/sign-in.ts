import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} vous demande de vous connecter',
  askedByThisApp: 'Cette application vous demande de vous connecter',
  explanation:
    'Signez le message dans votre portefeuille pour prouver que ce compte est à vous. C’est gratuit et n’envoie aucune transaction.',
  account: 'Compte',
  network: 'Réseau',
  statement: 'Message',
  sign: 'Signer',
  cancel: 'Annuler',
  authenticating: 'Authentification...',
  initFailed: 'Un problème est survenu lors de l’initialisation de l’authentification',
} satisfies SignInMessages;
