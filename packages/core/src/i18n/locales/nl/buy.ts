import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'Crypto kopen',
} satisfies BuyMessages;
