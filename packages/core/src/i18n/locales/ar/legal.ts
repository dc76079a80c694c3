import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'أوافق على {terms} و{privacy}',
  agreeOne: 'أوافق على {document}',
  termsOfService: 'شروط الخدمة',
  privacyPolicy: 'سياسة الخصوصية',
  required: 'حدّد المربع للموافقة قبل الاتصال.',
} satisfies LegalMessages;
