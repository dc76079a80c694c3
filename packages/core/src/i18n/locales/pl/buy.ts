import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'Kup kryptowaluty',
} satisfies BuyMessages;
