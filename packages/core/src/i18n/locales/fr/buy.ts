import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'Acheter des cryptos',
} satisfies BuyMessages;
