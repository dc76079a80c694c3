import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'Accetto i {terms} e l’{privacy}',
  agreeOne: 'Accetto {document}',
  termsOfService: 'Termini di servizio',
  privacyPolicy: 'Informativa sulla privacy',
  required: 'Seleziona la casella per accettare prima di connetterti.',
} satisfies LegalMessages;
