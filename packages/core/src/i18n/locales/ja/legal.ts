import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: '{terms}と{privacy}に同意します',
  agreeOne: '{document}に同意します',
  termsOfService: '利用規約',
  privacyPolicy: 'プライバシーポリシー',
  required: '接続する前にチェックボックスをオンにして同意してください。',
} satisfies LegalMessages;
