import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'Mua tiền mã hóa',
} satisfies BuyMessages;
