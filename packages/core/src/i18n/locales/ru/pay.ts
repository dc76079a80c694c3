import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'Оплатить',
} satisfies PayMessages;
