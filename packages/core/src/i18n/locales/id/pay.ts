import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'Bayar',
} satisfies PayMessages;
