import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'Оплатити',
} satisfies PayMessages;
