import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'ซื้อคริปโต',
} satisfies BuyMessages;
