import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'Concordo com os {terms} e a {privacy}',
  agreeOne: 'Concordo com {document}',
  termsOfService: 'Termos de Serviço',
  privacyPolicy: 'Política de Privacidade',
  required: 'Marque a caixa para concordar antes de conectar.',
} satisfies LegalMessages;
