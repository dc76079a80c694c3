import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'Saya bersetuju dengan {terms} dan {privacy}',
  agreeOne: 'Saya bersetuju dengan {document}',
  termsOfService: 'Terma Perkhidmatan',
  privacyPolicy: 'Dasar Privasi',
  required: 'Tandakan kotak untuk bersetuju sebelum anda menyambung.',
} satisfies LegalMessages;
