import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'Я принимаю {terms} и {privacy}',
  agreeOne: 'Я принимаю {document}',
  termsOfService: 'Условия использования',
  privacyPolicy: 'Политику конфиденциальности',
  required: 'Отметьте флажок, чтобы согласиться, прежде чем подключаться.',
} satisfies LegalMessages;
