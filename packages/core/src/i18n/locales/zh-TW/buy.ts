import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: '購買加密貨幣',
} satisfies BuyMessages;
