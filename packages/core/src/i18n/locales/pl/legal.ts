import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'Akceptuję {terms} i {privacy}',
  agreeOne: 'Akceptuję {document}',
  termsOfService: 'Warunki korzystania z usługi',
  privacyPolicy: 'Politykę prywatności',
  required: 'Zaznacz pole, aby wyrazić zgodę przed połączeniem.',
} satisfies LegalMessages;
