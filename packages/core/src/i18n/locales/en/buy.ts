/** The Buy (on-ramp) views' strings in English; apart from main.ts so they load with the views. */
export const buy = {
  title: 'Buy crypto',
} as const;
