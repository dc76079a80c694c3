import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: '결제',
} satisfies PayMessages;
