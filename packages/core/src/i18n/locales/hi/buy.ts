import type { BuyMessages } from '../../catalogue-types';

export const buy = {
  title: 'क्रिप्टो खरीदें',
} satisfies BuyMessages;
