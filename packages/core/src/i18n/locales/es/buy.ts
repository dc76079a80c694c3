import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'Comprar cripto',
} satisfies BuyMessages;
