import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'Я приймаю {terms} і {privacy}',
  agreeOne: 'Я приймаю {document}',
  termsOfService: 'Умови використання',
  privacyPolicy: 'Політику конфіденційності',
  required: 'Позначте прапорець, щоб погодитися, перш ніж підключатися.',
} satisfies LegalMessages;
