import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} bittet Sie, sich anzumelden',
  askedByThisApp: 'Diese App bittet Sie, sich anzumelden',
  explanation: 'Signieren Sie die Nachricht in Ihrer Wallet, um zu zeigen, dass dieses Konto Ihnen gehört. Kostenlos und ohne Transaktion.',
  account: 'Konto',
  network: 'Netzwerk',
  statement: 'Nachricht',
  sign: 'Signieren',
  cancel: 'Abbrechen',
  authenticating: 'Authentifizierung läuft...',
  initFailed: 'Beim Starten der Authentifizierung ist ein Problem aufgetreten',
} satisfies SignInMessages;
