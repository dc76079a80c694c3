import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} vraagt je om in te loggen',
  askedByThisApp: 'Deze app vraagt je om in te loggen',
  explanation:
    'Onderteken het bericht in je wallet om te bewijzen dat dit account van jou is. Het kost niets en verstuurt geen transactie.',
  account: 'Account',
  network: 'Netwerk',
  statement: 'Bericht',
  sign: 'Ondertekenen',
  cancel: 'Annuleren',
  authenticating: 'Bezig met verifiëren...',
  initFailed: 'Er is een probleem opgetreden bij het starten van de verificatie',
} satisfies SignInMessages;
