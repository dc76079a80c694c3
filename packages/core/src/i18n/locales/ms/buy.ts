import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'Beli kripto',
} satisfies BuyMessages;
