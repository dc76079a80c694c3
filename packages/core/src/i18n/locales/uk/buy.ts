import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'Купити криптовалюту',
} satisfies BuyMessages;
