import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'Krypto kaufen',
} satisfies BuyMessages;
