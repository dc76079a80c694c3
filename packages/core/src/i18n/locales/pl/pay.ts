import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'Zapłać',
} satisfies PayMessages;
