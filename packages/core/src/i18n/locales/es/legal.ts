import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'Acepto los {terms} y la {privacy}',
  agreeOne: 'Acepto {document}',
  termsOfService: 'Términos del servicio',
  privacyPolicy: 'Política de privacidad',
  required: 'Marca la casilla para aceptar antes de conectarte.',
} satisfies LegalMessages;
