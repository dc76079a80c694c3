import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: '{terms} ve {privacy} metnini kabul ediyorum',
  agreeOne: '{document} metnini kabul ediyorum',
  termsOfService: 'Hizmet Koşulları',
  privacyPolicy: 'Gizlilik Politikası',
  required: 'Bağlanmadan önce kabul etmek için kutuyu işaretleyin.',
} satisfies LegalMessages;
