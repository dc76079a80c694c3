import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'Tôi đồng ý với {terms} và {privacy}',
  agreeOne: 'Tôi đồng ý với {document}',
  termsOfService: 'Điều khoản dịch vụ',
  privacyPolicy: 'Chính sách quyền riêng tư',
  required: 'Đánh dấu vào ô để đồng ý trước khi kết nối.',
} satisfies LegalMessages;
