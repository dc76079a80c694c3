import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'Saya menyetujui {terms} dan {privacy}',
  agreeOne: 'Saya menyetujui {document}',
  termsOfService: 'Ketentuan Layanan',
  privacyPolicy: 'Kebijakan Privasi',
  required: 'Centang kotak untuk menyetujui sebelum Anda menghubungkan.',
} satisfies LegalMessages;
