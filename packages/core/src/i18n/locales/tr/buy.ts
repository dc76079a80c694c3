import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'Kripto satın al',
} satisfies BuyMessages;
