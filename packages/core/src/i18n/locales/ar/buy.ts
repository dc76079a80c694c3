import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'شراء العملات المشفرة',
} satisfies BuyMessages;
