import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'Купить криптовалюту',
} satisfies BuyMessages;
