import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'Ik ga akkoord met de {terms} en het {privacy}',
  agreeOne: 'Ik ga akkoord met {document}',
  termsOfService: 'Servicevoorwaarden',
  privacyPolicy: 'Privacybeleid',
  required: 'Vink het vakje aan om akkoord te gaan voordat je verbindt.',
} satisfies LegalMessages;
