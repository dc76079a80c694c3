import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'Betalen',
} satisfies PayMessages;
