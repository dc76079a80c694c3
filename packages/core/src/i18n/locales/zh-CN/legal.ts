import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: '我同意{terms}和{privacy}',
  agreeOne: '我同意{document}',
  termsOfService: '服务条款',
  privacyPolicy: '隐私政策',
  required: '请先勾选复选框表示同意，然后再连接。',
} satisfies LegalMessages;
