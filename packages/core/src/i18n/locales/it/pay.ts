import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'Paga',
} satisfies PayMessages;
