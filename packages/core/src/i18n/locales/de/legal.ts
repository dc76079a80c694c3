import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'Ich stimme den {terms} und der {privacy} zu',
  agreeOne: 'Ich stimme {document} zu',
  termsOfService: 'Nutzungsbedingungen',
  privacyPolicy: 'Datenschutzerklärung',
  required: 'Setzen Sie das Häkchen, um vor dem Verbinden zuzustimmen.',
} satisfies LegalMessages;
