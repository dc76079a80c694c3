import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'Öde',
} satisfies PayMessages;
