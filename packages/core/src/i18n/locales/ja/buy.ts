import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: '暗号資産を購入',
} satisfies BuyMessages;
