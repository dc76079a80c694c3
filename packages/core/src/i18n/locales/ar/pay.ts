import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'دفع',
} satisfies PayMessages;
