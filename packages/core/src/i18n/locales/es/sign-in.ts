import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} te pide que inicies sesión',
  askedByThisApp: 'Esta aplicación te pide que inicies sesión',
  explanation: 'Firma el mensaje en tu billetera para demostrar que esta cuenta es tuya. No cuesta nada y no envía ninguna transacción.',
  account: 'Cuenta',
  network: 'Red',
  statement: 'Mensaje',
  sign: 'Firmar',
  cancel: 'Cancelar',
  authenticating: 'Autenticando...',
  initFailed: 'Se produjo un problema al intentar inicializar la autenticación',
} satisfies SignInMessages;
