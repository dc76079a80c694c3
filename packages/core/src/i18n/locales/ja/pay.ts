import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: '支払う',
} satisfies PayMessages;
