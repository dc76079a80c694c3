import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'Thanh toán',
} satisfies PayMessages;
