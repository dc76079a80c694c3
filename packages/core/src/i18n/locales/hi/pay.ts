import type { PayMessages } from '../../catalogue-types';

export const pay = {
  title: 'भुगतान करें',
} satisfies PayMessages;
