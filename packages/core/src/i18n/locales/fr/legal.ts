import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'J’accepte les {terms} et la {privacy}',
  agreeOne: 'J’accepte {document}',
  termsOfService: 'Conditions d’utilisation',
  privacyPolicy: 'Politique de confidentialité',
  required: 'Cochez la case pour accepter avant de vous connecter.',
} satisfies LegalMessages;
