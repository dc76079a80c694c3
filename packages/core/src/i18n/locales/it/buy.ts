import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'Acquista cripto',
} satisfies BuyMessages;
