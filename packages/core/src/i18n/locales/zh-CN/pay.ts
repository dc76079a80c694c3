import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: '支付',
} satisfies PayMessages;
