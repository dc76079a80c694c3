import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'ฉันยอมรับ{terms}และ{privacy}',
  agreeOne: 'ฉันยอมรับ{document}',
  termsOfService: 'ข้อกำหนดในการให้บริการ',
  privacyPolicy: 'นโยบายความเป็นส่วนตัว',
  required: 'ทำเครื่องหมายในช่องเพื่อยอมรับก่อนเชื่อมต่อ',
} satisfies LegalMessages;
