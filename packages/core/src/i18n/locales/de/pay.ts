import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'Bezahlen',
} satisfies PayMessages;
