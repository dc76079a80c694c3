import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'ชำระเงิน',
} satisfies PayMessages;
