import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'Payer',
} satisfies PayMessages;
