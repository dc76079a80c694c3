import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: '암호화폐 구매',
} satisfies BuyMessages;
