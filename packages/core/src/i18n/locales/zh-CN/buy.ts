import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: '购买加密货币',
} satisfies BuyMessages;
