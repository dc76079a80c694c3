import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'Pagar',
} satisfies PayMessages;
