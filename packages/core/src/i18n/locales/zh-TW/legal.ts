import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: '我同意{terms}和{privacy}',
  agreeOne: '我同意{document}',
  termsOfService: '服務條款',
  privacyPolicy: '隱私權政策',
  required: '請先勾選核取方塊表示同意，再進行連線。',
} satisfies LegalMessages;
